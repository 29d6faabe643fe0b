import type { FastifyInstance } from 'fastify';
import {
  ChangePasswordReplySchema, ChangePasswordRequestSchema, CURRENT_PASSWORD_WRONG_MESSAGE, IdParamsSchema, ProfileImageRequestSchema,
  UpdateBankAccountRequestSchema, UserSchema,
} from '@portal/contracts';
import { UpdateTelephoneRequestSchema } from '@portal/contracts/phone';
import { hashPassword, verifyPassword } from '../auth/password';
import { scryptParams, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { perAccount } from '../http/rate-limits';
import { route } from '../http/route';
import { requireUser } from '../plugins/auth';
import { uploadedImageName } from './profile-photo';
import { userRepository } from './user-repository';

export function userRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }) {
  const users = userRepository(db);
  // Both routes check the current password: guesses at it are limited per account.
  const checksOfPassword = perAccount(config.PASSWORD_RATE_LIMIT, '15 minutes');

  const existingUser = async (userId: string) => {
    const user = await users.findById(userId);
    if (!user) throw notFound('User not found');
    return user;
  };
  const checkCurrentPassword = async (userId: string, password: string) => {
    const stored = await users.passwordHash(userId);
    if (!stored) throw notFound('User not found');
    if (!(await verifyPassword(password, stored))) {
      throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE, [{ field: 'current_password', message: CURRENT_PASSWORD_WRONG_MESSAGE }]);
    }
  };

  route(app, {
    method: 'GET',
    url: '/users/:id',
    summary: 'The signed-in user: name, contact, bank account and photo (never the password)',
    tags: ['users'],
    params: IdParamsSchema,
    reply: UserSchema,
    handler: async ({ params, request }) => {
      requireUser(request, params.id);
      return existingUser(params.id);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/users/:id',
    summary: 'Change the password; the current password must be given and right. Ends every earlier session and answers a new token for this one',
    tags: ['users'],
    params: IdParamsSchema,
    body: ChangePasswordRequestSchema,
    reply: ChangePasswordReplySchema,
    rateLimit: checksOfPassword,
    handler: async ({ params, body, request }) => {
      const principal = requireUser(request, params.id);
      await checkCurrentPassword(params.id, body.current_password);
      await users.changePassword(params.id, await hashPassword(body.password, scryptParams(config)));
      app.tokenVersions.forget(params.id);
      return { message: 'Password changed successfully', token: await app.signToken(principal) };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/users/bank/:id',
    summary: 'Save the bank account payouts are sent to (a Pakistani IBAN); the current password must be given and right',
    tags: ['users'],
    params: IdParamsSchema,
    body: UpdateBankAccountRequestSchema,
    reply: UserSchema,
    rateLimit: checksOfPassword,
    handler: async ({ params, body: { current_password, ...account }, request }) => {
      requireUser(request, params.id);
      // Where payouts go is worth a stolen session: it takes the password as well.
      await checkCurrentPassword(params.id, current_password);
      await users.update(params.id, { bank_account: account });
      return existingUser(params.id);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/users/telephone/:id',
    summary: "Change the profile's Telephone: any valid number of its country ('+92 51 2874410' or E.164), stored in E.164; '' removes it",
    tags: ['users'],
    params: IdParamsSchema,
    body: UpdateTelephoneRequestSchema,
    reply: UserSchema,
    handler: async ({ params, body, request }) => {
      requireUser(request, params.id);
      await existingUser(params.id);
      await users.update(params.id, { telephone_number: body.telephone_number });
      return existingUser(params.id);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/users/profile-image/:id',
    summary: 'Set the profile photo to an image this server stored through POST uploads',
    tags: ['users'],
    params: IdParamsSchema,
    body: ProfileImageRequestSchema,
    reply: UserSchema,
    handler: async ({ params, body, request }) => {
      requireUser(request, params.id);
      await existingUser(params.id);
      await uploadedImageName(db, config, params.id, body.profile_photo);
      await users.update(params.id, { profile_photo: body.profile_photo });
      return existingUser(params.id);
    },
  });
}
