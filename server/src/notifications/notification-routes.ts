import type { FastifyInstance, FastifyRequest } from 'fastify';

import { LIVE_REFUSALS, notificationEndpoints, TOTAL_COUNT_HEADER } from '@portal/contracts';

import type { Database } from '../db/database';
import { forbidden, refuse } from '../http/errors';
import { route } from '../http/route';
import { principalOf, requireSupplier } from '../plugins/auth';
import { notificationRepository, type Reader } from './notification-repository';
import { visibleKinds } from './notification-visibility';

/** The caller as a reader of their notifications: a member of a business. */
function readerOf(request: FastifyRequest): Reader {
  const supplierId = requireSupplier(request);
  const { memberId, role } = principalOf(request);
  if (!memberId) throw forbidden();
  return { supplierId, memberId, kinds: visibleKinds(role) };
}

/** The notification centre behind the header's bell (issue 38): any member, their own notifications only. */
export function notificationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const notifications = notificationRepository(db);

  route(app, notificationEndpoints.listNotifications, {
    handler: async ({ query, request, reply }) => {
      const { rows, total } = await notifications.page(readerOf(request), query.page, query.pageSize);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows;
    },
  });

  route(app, notificationEndpoints.countUnreadNotifications, {
    handler: async ({ request }) => ({ unread: await notifications.unread(readerOf(request)) }),
  });

  route(app, notificationEndpoints.markNotificationRead, {
    handler: async ({ params, request }) => {
      const reader = readerOf(request);
      if (!(await notifications.markRead(reader, params.id))) throw refuse(LIVE_REFUSALS.notificationNotFound);
      return { unread: await notifications.unread(reader) };
    },
  });

  route(app, notificationEndpoints.markAllNotificationsRead, {
    handler: async ({ request }) => {
      const reader = readerOf(request);
      await notifications.markAllRead(reader);
      return { unread: await notifications.unread(reader) };
    },
  });
}
