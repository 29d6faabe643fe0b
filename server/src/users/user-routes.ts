import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, UserSchema } from '@portal/contracts';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { requireUser } from '../plugins/auth';
import { userRepository } from './user-repository';

export function userRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const users = userRepository(db);

  route(app, {
    method: 'GET',
    url: '/users/:id',
    summary: 'The signed-in user: name, contact, bank account and photo (never the password)',
    tags: ['users'],
    params: IdParamsSchema,
    reply: UserSchema,
    handler: async ({ params, request }) => {
      requireUser(request, params.id);
      const user = await users.findById(params.id);
      if (!user) throw notFound('User not found');
      return user;
    },
  });
}
