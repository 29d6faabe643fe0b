import type { FastifyInstance } from 'fastify';
import {
  BankAccountSchema, ChangePasswordRequestSchema, CURRENT_PASSWORD_WRONG_MESSAGE, IdParamsSchema, MessageReplySchema,
  ProfileImageRequestSchema, UserSchema,
} from '@portal/contracts';
import { hashPassword, verifyPassword } from '../auth/password';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { requireUser } from '../plugins/auth';
import { uploadedImageName } from './profile-photo';
import { userRepository } from './user-repository';

export function userRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }) {
  const users = userRepository(db);

  const existingUser = async (userId: string) => {
    const user = await users.findById(userId);
    if (!user) throw notFound('User not found');
    return user;
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
    summary: 'Change the password; the current password must be given and right',
    tags: ['users'],
    params: IdParamsSchema,
    body: ChangePasswordRequestSchema,
    reply: MessageReplySchema,
    handler: async ({ params, body, request }) => {
      requireUser(request, params.id);
      const stored = await users.passwordHash(params.id);
      if (!stored) throw notFound('User not found');
      if (!(await verifyPassword(body.current_password, stored))) {
        throw badRequest(CURRENT_PASSWORD_WRONG_MESSAGE, [{ field: 'current_password', message: CURRENT_PASSWORD_WRONG_MESSAGE }]);
      }
      await users.update(params.id, { password_hash: await hashPassword(body.password) });
      return { message: 'Password changed successfully' };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/users/bank/:id',
    summary: 'Save the bank account payouts are sent to (a Pakistani IBAN)',
    tags: ['users'],
    params: IdParamsSchema,
    body: BankAccountSchema,
    reply: UserSchema,
    handler: async ({ params, body, request }) => {
      requireUser(request, params.id);
      await existingUser(params.id);
      await users.update(params.id, { bank_account: body });
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
      await uploadedImageName(db, config, body.profile_photo);
      await users.update(params.id, { profile_photo: body.profile_photo });
      return existingUser(params.id);
    },
  });
}
