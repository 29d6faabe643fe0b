import type { FastifyInstance } from 'fastify';

import { SESSION_NOT_FOUND_REFUSAL, sessionEndpoints, SIGNED_OUT_EVERYWHERE_MESSAGE, SIGNED_OUT_MESSAGE } from '@portal/contracts';

import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import { principalOf } from '../plugins/auth';
import { sessionRepository } from './session-repository';

/** The person's own sessions: listed, each signed out, all signed out, and Log Out. Only ever their own. */
export function sessionRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const sessions = sessionRepository(db);

  route(app, sessionEndpoints.listSessions, {
    handler: async ({ request }) => {
      const { userId, sessionId } = principalOf(request);
      return (await sessions.list(userId)).map((row) => ({ ...row, current: row.session_id === sessionId }));
    },
  });

  route(app, sessionEndpoints.endSession, {
    handler: async ({ params, request }) => {
      if (!(await sessions.end(principalOf(request).userId, params.id))) throw refuse(SESSION_NOT_FOUND_REFUSAL);
      return { message: SIGNED_OUT_MESSAGE };
    },
  });

  route(app, sessionEndpoints.endAllSessions, {
    handler: async ({ request }) => {
      await sessions.endAll(principalOf(request).userId);
      return { message: SIGNED_OUT_EVERYWHERE_MESSAGE };
    },
  });

  route(app, sessionEndpoints.logout, {
    handler: async ({ request }) => {
      const { userId, sessionId } = principalOf(request);
      await sessions.end(userId, sessionId);
      return { message: SIGNED_OUT_MESSAGE };
    },
  });
}
