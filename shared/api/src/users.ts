import { mutationOptions, queryOptions, skipToken, type MutationFunctionContext } from '@tanstack/react-query';
import {
  ChangePasswordReplySchema, SupplierSchema, UserSchema, type ChangePasswordRequest, type ProfileImageRequest, type UpdateBankAccountRequest, type User,
} from '@portal/contracts';
import { call } from './client';
import { uploadFiles } from './uploads';

const userPath = (userId: string) => encodeURIComponent(userId);

export const getUser = (userId: string) => call(`users/${userPath(userId)}`, UserSchema);

export const getSupplier = (supplierId: string) => call(`suppliers/${encodeURIComponent(supplierId)}`, SupplierSchema);

/** The server checks current_password before it accepts the new one. */
export const changePassword = (userId: string, body: ChangePasswordRequest) =>
  call(`users/${userPath(userId)}`, ChangePasswordReplySchema, { method: 'put', json: body });

/** The server checks current_password too; answers the user with the saved account. */
export const updateBankAccount = (userId: string, body: UpdateBankAccountRequest) =>
  call(`users/bank/${userPath(userId)}`, UserSchema, { method: 'put', json: body });

/** `profile_photo` is a URL POST uploads answered for an image; answers the updated user. */
export const updateProfileImage = (userId: string, body: ProfileImageRequest) =>
  call(`users/profile-image/${userPath(userId)}`, UserSchema, { method: 'put', json: body });

export const userQueries = {
  all: ['users'] as const,
  /** The signed-in user: the header, the dashboard's welcome and the profile share this one read. */
  detail: (userId: string | null) => queryOptions({ queryKey: [...userQueries.all, userId], queryFn: userId ? () => getUser(userId) : skipToken }),
};

export const supplierQueries = {
  all: ['suppliers'] as const,
  detail: (supplierId: string | null) =>
    queryOptions({ queryKey: [...supplierQueries.all, supplierId], queryFn: supplierId ? () => getSupplier(supplierId) : skipToken }),
};

/** A change that answers the saved user shows at once wherever the user is read (the header too). */
const storeUser = (user: User, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
  client.setQueryData(userQueries.detail(user.user_id).queryKey, user);

export const userMutations = {
  changePassword: () =>
    mutationOptions({ mutationFn: ({ userId, request }: { userId: string; request: ChangePasswordRequest }) => changePassword(userId, request) }),
  updateBankAccount: () =>
    mutationOptions({
      mutationFn: ({ userId, request }: { userId: string; request: UpdateBankAccountRequest }) => updateBankAccount(userId, request),
      onSuccess: storeUser,
    }),
  /** Uploads the image, then makes its URL the profile photo. */
  changeProfilePhoto: () =>
    mutationOptions({
      mutationFn: async ({ userId, file }: { userId: string; file: File }) => {
        const { urls } = await uploadFiles([file]);
        return updateProfileImage(userId, { profile_photo: urls[0]! });
      },
      onSuccess: storeUser,
    }),
};
