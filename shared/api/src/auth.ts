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

export const registerSupplier = (body: RegisterSupplierRequest) =>
  call('suppliers/register', RegisterSupplierReplySchema, { method: 'post', json: body });
