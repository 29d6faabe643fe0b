import { AUTH_REFUSALS } from '../auth';
import { IdParamsSchema } from '../common';
import { AddDocumentsRequestSchema, SUPPLIER_REFUSALS, SupplierSchema, UpdateBusinessDetailsRequestSchema } from '../suppliers';
import {
  ChangePasswordReplySchema,
  ChangePasswordRequestSchema,
  PROFILE_PHOTO_REFUSAL,
  ProfileImageRequestSchema,
  UpdateBankAccountRequestSchema,
  UpdateLanguageRequestSchema,
  USER_REFUSALS,
  UserSchema,
} from '../users';
import { defineEndpoint } from './define';

/** The signed-in user's account: profile, password, bank account and photo (the telephone: ./telephone). */
export const userEndpoints = {
  getUser: defineEndpoint({
    method: 'GET',
    path: '/users/:id',
    tags: ['users'],
    access: 'user',
    permission: 'any member',
    params: IdParamsSchema,
    reply: UserSchema,
    summary: 'The signed-in user: name, contact, bank account and photo (never the password)',
    refusals: { userNotFound: USER_REFUSALS.userNotFound },
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/users/:id',
    tags: ['users'],
    access: 'user',
    permission: 'any member',
    params: IdParamsSchema,
    body: ChangePasswordRequestSchema,
    reply: ChangePasswordReplySchema,
    summary:
      'Change the password; the current password must be given and right. Ends every earlier session and answers a new token for this one',
    refusals: {
      userNotFound: USER_REFUSALS.userNotFound,
      currentPasswordWrong: USER_REFUSALS.currentPasswordWrong,
      commonPassword: AUTH_REFUSALS.commonPassword,
    },
    rateLimit: { per: 'account', window: '15 minutes' },
  }),
  updateBankAccount: defineEndpoint({
    method: 'PUT',
    path: '/users/bank/:id',
    tags: ['users'],
    access: 'user',
    permission: 'bank.manage',
    params: IdParamsSchema,
    body: UpdateBankAccountRequestSchema,
    reply: UserSchema,
    summary: 'Save the bank account payouts are sent to (a Pakistani IBAN); the current password must be given and right',
    refusals: { userNotFound: USER_REFUSALS.userNotFound, currentPasswordWrong: USER_REFUSALS.currentPasswordWrong },
    rateLimit: { per: 'account', window: '15 minutes' },
  }),
  updateProfileImage: defineEndpoint({
    method: 'PUT',
    path: '/users/profile-image/:id',
    tags: ['users'],
    access: 'user',
    permission: 'any member',
    params: IdParamsSchema,
    body: ProfileImageRequestSchema,
    reply: UserSchema,
    summary: 'Set the profile photo to an image this server stored through POST uploads',
    refusals: { userNotFound: USER_REFUSALS.userNotFound, notAnUpload: PROFILE_PHOTO_REFUSAL },
  }),
  updateLanguage: defineEndpoint({
    method: 'PUT',
    path: '/users/language/:id',
    tags: ['users'],
    access: 'user',
    permission: 'any member',
    params: IdParamsSchema,
    body: UpdateLanguageRequestSchema,
    reply: UserSchema,
    summary: "Remember the member's language of the portal (English or Urdu) for their next sign-in",
    refusals: { userNotFound: USER_REFUSALS.userNotFound },
  }),
};

/** The supplier: its registration and business details, its documents. */
export const supplierEndpoints = {
  getSupplier: defineEndpoint({
    method: 'GET',
    path: '/suppliers/:id',
    tags: ['suppliers'],
    access: 'supplier',
    permission: 'any member',
    params: IdParamsSchema,
    reply: SupplierSchema,
    summary: "The signed-in supplier's registration and profile_data",
    refusals: { supplierNotFound: SUPPLIER_REFUSALS.supplierNotFound },
  }),
  updateBusinessDetails: defineEndpoint({
    method: 'PUT',
    path: '/suppliers/:id/profile',
    tags: ['suppliers'],
    access: 'supplier',
    permission: 'business.manage',
    params: IdParamsSchema,
    body: UpdateBusinessDetailsRequestSchema,
    reply: SupplierSchema,
    summary:
      "Change the business details (profile_data fields but the e-mail, phone, documents and photos), checked with the type's sign-up schema; a new name or address waits for the marketplace team's review (pending_profile_change), the rest applies at once",
    refusals: {
      supplierNotFound: SUPPLIER_REFUSALS.supplierNotFound,
      notEditable: SUPPLIER_REFUSALS.notEditable,
      profileInvalid: SUPPLIER_REFUSALS.profileInvalid,
    },
  }),
  addDocuments: defineEndpoint({
    method: 'POST',
    path: '/suppliers/:id/documents',
    tags: ['suppliers'],
    access: 'supplier',
    permission: 'business.manage',
    params: IdParamsSchema,
    body: AddDocumentsRequestSchema,
    reply: SupplierSchema,
    summary:
      "Add verification documents (uploads of the signed-in user) to one of the supplier type's document fields, up to its limit; they become private",
    refusals: {
      supplierNotFound: SUPPLIER_REFUSALS.supplierNotFound,
      documentNotAsked: SUPPLIER_REFUSALS.documentNotAsked,
      tooManyDocument: SUPPLIER_REFUSALS.tooManyDocument,
      tooManyDocuments: SUPPLIER_REFUSALS.tooManyDocuments,
      notAnUpload: SUPPLIER_REFUSALS.notAnUpload,
    },
  }),
};
