import {
  MessageReplySchema, SupplierSchema, UserSchema, type BankAccount, type ChangePasswordRequest, type ProfileImageRequest,
} from '@portal/contracts';
import { call } from './client';

const userPath = (userId: string) => encodeURIComponent(userId);

export const getUser = (userId: string) => call(`users/${userPath(userId)}`, UserSchema);

export const getSupplier = (supplierId: string) => call(`suppliers/${encodeURIComponent(supplierId)}`, SupplierSchema);

/** The server checks current_password before it accepts the new one. */
export const changePassword = (userId: string, body: ChangePasswordRequest) =>
  call(`users/${userPath(userId)}`, MessageReplySchema, { method: 'put', json: body });

/** Answers the user with the saved account. */
export const updateBankAccount = (userId: string, body: BankAccount) =>
  call(`users/bank/${userPath(userId)}`, UserSchema, { method: 'put', json: body });

/** `profile_photo` is a URL POST uploads answered for an image; answers the updated user. */
export const updateProfileImage = (userId: string, body: ProfileImageRequest) =>
  call(`users/profile-image/${userPath(userId)}`, UserSchema, { method: 'put', json: body });
