import type { FastifyInstance, FastifyRequest } from 'fastify';

import { notificationPreferenceEndpoints } from '@portal/contracts';

import type { Database } from '../db/database';
import { forbidden } from '../http/errors';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { preferencesOf, savePreferences } from './preference-repository';

/** The caller's membership of their business: preferences are a member's own, never another's. */
function memberOf(request: FastifyRequest): string {
  requireSupplier(request);
  const { memberId } = principalOf(request);
  if (!memberId) throw forbidden();
  return memberId;
}

export function notificationPreferenceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, notificationPreferenceEndpoints.getNotificationPreferences, {
    handler: ({ request }) => preferencesOf(db, memberOf(request)),
  });

  route(app, notificationPreferenceEndpoints.saveNotificationPreferences, {
    handler: ({ request, body }) => savePreferences(db, memberOf(request), body),
  });
}
