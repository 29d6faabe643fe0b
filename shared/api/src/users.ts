import { type MutationFunctionContext, mutationOptions, queryOptions, skipToken } from '@tanstack/react-query';

import {
  type AddDocumentsRequest,
  authEndpoints,
  type ChangePasswordRequest,
  type ProfileImageRequest,
  type Supplier,
  supplierEndpoints,
  type UpdateBankAccountRequest,
  type UpdateBusinessDetailsRequest,
  type User,
  userEndpoints,
} from '@portal/contracts';

import { call } from './client';
import { uploadFiles } from './uploads';

export const getUser = (userId: string) => call(userEndpoints.getUser, { params: { id: userId } });

export const getSupplier = (supplierId: string) => call(supplierEndpoints.getSupplier, { params: { id: supplierId } });

/** The server checks current_password before it accepts the new one. */
export const changePassword = (userId: string, body: ChangePasswordRequest) =>
  call(userEndpoints.changePassword, { params: { id: userId }, body });

/** The server checks current_password too; answers the user with the saved account. */
export const updateBankAccount = (userId: string, body: UpdateBankAccountRequest) =>
  call(userEndpoints.updateBankAccount, { params: { id: userId }, body });

/** `profile_photo` is a URL POST uploads answered for an image; answers the updated user. */
/** Remembers the member's language of the portal on the server (issue 40). */
export const updateLanguage = (userId: string, language: User['language']) =>
  call(userEndpoints.updateLanguage, { params: { id: userId }, body: { language } });

export const updateProfileImage = (userId: string, body: ProfileImageRequest) =>
  call(userEndpoints.updateProfileImage, { params: { id: userId }, body });

/** A new verification e-mail; `email_verified` is true, and nothing sent, when the address is verified already. */
export const resendVerificationEmail = (userId: string) => call(authEndpoints.resendVerificationEmail, { params: { id: userId } });

/** Uploaded documents added to one of the supplier's document fields; answers the supplier, documents as signed links. */
export const addDocuments = (supplierId: string, body: AddDocumentsRequest) =>
  call(supplierEndpoints.addDocuments, { params: { id: supplierId }, body });

/**
 * The owner's change of the business details; answers the supplier: a new name or address in
 * pending_profile_change (the team reviews it), any other change in profile_data at once.
 */
export const updateBusinessDetails = (supplierId: string, body: UpdateBusinessDetailsRequest) =>
  call(supplierEndpoints.updateBusinessDetails, { params: { id: supplierId }, body });

export const userQueries = {
  all: ['users'] as const,
  /** The signed-in user: the header, the dashboard's welcome and the profile share this one read. */
  detail: (userId: string | null) =>
    queryOptions({ queryKey: [...userQueries.all, userId], queryFn: userId ? () => getUser(userId) : skipToken }),
};

export const supplierQueries = {
  all: ['suppliers'] as const,
  detail: (supplierId: string | null) =>
    queryOptions({ queryKey: [...supplierQueries.all, supplierId], queryFn: supplierId ? () => getSupplier(supplierId) : skipToken }),
};

/** A change that answers the saved user shows at once wherever the user is read (the header too). */
export const storeUser = (user: User, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
  client.setQueryData(userQueries.detail(user.user_id).queryKey, user);

export const userMutations = {
  changePassword: () =>
    mutationOptions({
      mutationFn: ({ userId, request }: { userId: string; request: ChangePasswordRequest }) => changePassword(userId, request),
    }),
  updateBankAccount: () =>
    mutationOptions({
      mutationFn: ({ userId, request }: { userId: string; request: UpdateBankAccountRequest }) => updateBankAccount(userId, request),
      onSuccess: storeUser,
    }),
  /** When the server says the address was verified meanwhile, the profile and the dashboard show it at once. */
  resendVerificationEmail: () =>
    mutationOptions({
      mutationFn: (userId: string) => resendVerificationEmail(userId),
      onSuccess: (reply, userId, _result, { client }) => {
        if (!reply.email_verified) return;
        client.setQueryData(userQueries.detail(userId).queryKey, (user) => (user ? { ...user, email_verified: true } : user));
      },
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

/** The saved supplier the server answers replaces the cached one: the profile shows it at once. */
const storeSupplier = (supplier: Supplier, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
  client.setQueryData(supplierQueries.detail(supplier.supplier_id).queryKey, supplier);

export const supplierMutations = {
  /** Uploads the files, then adds them to the document field; the saved supplier replaces the cached one. */
  addDocuments: () =>
    mutationOptions({
      mutationFn: async ({
        supplierId,
        field,
        files,
      }: {
        supplierId: string;
        field: AddDocumentsRequest['field'];
        files: readonly File[];
      }) => {
        const { urls } = await uploadFiles(files);
        return addDocuments(supplierId, { field, urls });
      },
      onSuccess: storeSupplier,
    }),
  updateBusinessDetails: () =>
    mutationOptions({
      mutationFn: ({ supplierId, request }: { supplierId: string; request: UpdateBusinessDetailsRequest }) =>
        updateBusinessDetails(supplierId, request),
      onSuccess: storeSupplier,
    }),
};
