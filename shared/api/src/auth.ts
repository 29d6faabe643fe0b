import {
  LoginReplySchema,
  RegisterSupplierReplySchema,
  RegisterUserReplySchema,
  type LoginRequest,
  type RegisterSupplierRequest,
  type RegisterUserRequest,
} from '@portal/contracts';
import { call } from './client';

export const login = (body: LoginRequest) => call('users/login', LoginReplySchema, { method: 'post', json: body });

export const registerUser = (body: RegisterUserRequest) => call('users/register', RegisterUserReplySchema, { method: 'post', json: body });

/**
 * The second half of sign-up, authorised by the token users/register answered. It is passed here
 * rather than stored first, so the session changes only once the whole registration succeeded.
 */
export const registerSupplier = (body: RegisterSupplierRequest, { token }: { token?: string } = {}) =>
  call('suppliers/register', RegisterSupplierReplySchema, { method: 'post', json: body, headers: token ? { Authorization: `Bearer ${token}` } : undefined });
