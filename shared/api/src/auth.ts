import {
  authEndpoints,
  type EmailCheckRequest,
  type LoginRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '@portal/contracts';
import { signupEndpoints } from '@portal/contracts/endpoints/signup';
import type { RegisterSupplierRequest, RegisterUserRequest } from '@portal/contracts/registration';

import { call } from './client';

export const login = (body: LoginRequest) => call(authEndpoints.login, { body });

export const registerUser = (body: RegisterUserRequest) => call(signupEndpoints.registerUser, { body });

/** Whether users/register would take this e-mail with this password; asked as sign-up's contact step is left. */
export const checkEmail = (body: EmailCheckRequest) => call(authEndpoints.checkEmail, { body });

/**
 * The second half of sign-up, authorised by the token users/register answered. It is passed here
 * rather than stored first, so the session changes only once the whole registration succeeded.
 */
export const registerSupplier = (body: RegisterSupplierRequest, { token }: { token?: string } = {}) =>
  call(signupEndpoints.registerSupplier, { body, options: { headers: token ? { Authorization: `Bearer ${token}` } : undefined } });

/** 'Forgot password?': the server e-mails a reset link if the address has an account, and answers alike either way. */
export const requestPasswordReset = (body: PasswordResetRequest) => call(authEndpoints.requestPasswordReset, { body });

/** The reset link's page: the new password, with the link's token; every earlier session ends. */
export const confirmPasswordReset = (body: PasswordResetConfirm) => call(authEndpoints.confirmPasswordReset, { body });
