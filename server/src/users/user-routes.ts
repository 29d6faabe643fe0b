import type { FastifyInstance } from 'fastify';

import { USER_REFUSALS, userEndpoints } from '@portal/contracts';
import { telephoneEndpoints } from '@portal/contracts/endpoints/telephone';

import { recordActivity } from '../activity/activity-log';
import { refuseCommonPassword } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/password';
import { scryptParams, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { requireSupplier, requireUser } from '../plugins/auth';
import { uploadedImageName } from './profile-photo';
import { userRepository } from './user-repository';

export function userRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }) {
  const users = userRepository(db);

  const existingUser = async (userId: string) => {
    const user = await users.findById(userId);
    if (!user) throw refuse(USER_REFUSALS.userNotFound);
    return user;
  };
  const checkCurrentPassword = async (userId: string, password: string) => {
    const stored = await users.passwordHash(userId);
    if (!stored) throw refuse(USER_REFUSALS.userNotFound);
    if (!(await verifyPassword(password, stored))) throw refuse(USER_REFUSALS.currentPasswordWrong);
  };

  route(app, userEndpoints.getUser, {
    handler: async ({ params, request }) => {
      requireUser(request, params.id);
      return existingUser(params.id);
    },
  });

  route(app, userEndpoints.changePassword, {
    rateLimitMax: config.PASSWORD_RATE_LIMIT,
    handler: async ({ params, body, request }) => {
      const principal = requireUser(request, params.id);
      await checkCurrentPassword(params.id, body.current_password);
      refuseCommonPassword(body.password);
      await users.changePassword(params.id, await hashPassword(body.password, scryptParams(config)));
      return { message: 'Password changed successfully', token: await app.signToken(principal) };
    },
  });

  route(app, userEndpoints.updateBankAccount, {
    rateLimitMax: config.PASSWORD_RATE_LIMIT,
    handler: async ({ params, body: { current_password, ...account }, request }) => {
      requireUser(request, params.id);
      // Where payouts go is worth a stolen session: it takes the password as well.
      await checkCurrentPassword(params.id, current_password);
      await users.update(params.id, { bank_account: account });
      const actor = { supplierId: requireSupplier(request), userId: params.id };
      await recordActivity(
        db,
        actor,
        'bank.changed',
        { type: 'bank_account', id: params.id },
        `${account.bank}, IBAN ending ${account.iban.slice(-4)}`,
      );
      return existingUser(params.id);
    },
  });

  route(app, telephoneEndpoints.updateTelephone, {
    handler: async ({ params, body, request }) => {
      requireUser(request, params.id);
      await existingUser(params.id);
      await users.update(params.id, { telephone_number: body.telephone_number });
      return existingUser(params.id);
    },
  });

  route(app, userEndpoints.updateLanguage, {
    handler: async ({ params, body, request }) => {
      requireUser(request, params.id);
      await existingUser(params.id);
      await users.update(params.id, { language: body.language });
      return existingUser(params.id);
    },
  });

  route(app, userEndpoints.updateProfileImage, {
    handler: async ({ params, body, request }) => {
      requireUser(request, params.id);
      await existingUser(params.id);
      await uploadedImageName(db, config, params.id, body.profile_photo);
      await users.update(params.id, { profile_photo: body.profile_photo });
      return existingUser(params.id);
    },
  });
}
