import { AUTH_REFUSALS, RegisterUserReplySchema } from '../auth';
import { RegisterSupplierRequestSchema, RegisterUserRequestSchema } from '../registration';
import { RegisterSupplierReplySchema, SUPPLIER_REFUSALS } from '../suppliers';
import { defineEndpoint } from './define';

/**
 * Sign-up's two halves, apart from the other tables as their schemas are (@portal/contracts/registration):
 * only the sign-up wizard and the server carry them.
 */
export const signupEndpoints = {
  registerUser: defineEndpoint({
    method: 'POST',
    path: '/users/register',
    tags: ['auth'],
    access: 'public',
    permission: 'anyone',
    body: RegisterUserRequestSchema,
    reply: RegisterUserReplySchema,
    summary:
      'Create a supplier user (the first half of sign-up); 201 when created, 200 when an unfinished sign-up of the same person continues',
    success: 201,
    answers: [200],
    refusals: {
      customerAccount: AUTH_REFUSALS.customerAccount,
      emailTaken: AUTH_REFUSALS.emailTaken,
      commonPassword: AUTH_REFUSALS.commonPassword,
    },
    rateLimit: { per: 'address', window: '1 hour' },
  }),
  registerSupplier: defineEndpoint({
    method: 'POST',
    path: '/suppliers/register',
    tags: ['suppliers'],
    access: 'user',
    permission: 'any member',
    body: RegisterSupplierRequestSchema,
    reply: RegisterSupplierReplySchema,
    summary:
      'Register the supplier of the signed-in user (the second half of sign-up); profile_data is validated per supplier_type, and the supplier terms accepted in their current version are stored with the time',
    success: 201,
    refusals: { notAnUpload: SUPPLIER_REFUSALS.notAnUpload, alreadyRegistered: SUPPLIER_REFUSALS.alreadyRegistered },
  }),
};
