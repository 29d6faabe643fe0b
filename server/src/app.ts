import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { API_PREFIX, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@portal/contracts';
import { allEndpoints } from '@portal/contracts/endpoints/all';

import { activityRoutes } from './activity/activity-routes';
import { adminCommandRoute } from './admin/admin-route';
import { authRoutes } from './auth/auth-routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { availabilityRoutes } from './availability/availability-routes';
import { bookingRoutes } from './bookings/booking-routes';
import { calendarFeedRoutes } from './calendar-feeds/calendar-feed-routes';
import type { ServerConfig } from './config';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import type { Database } from './db/database';
import { frameworkErrors } from './http/framework-errors';
import { refuseOtherMethods } from './http/method-not-allowed';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { listingRoutes } from './listings/listing-routes';
import { liveRoutes } from './live/live-routes';
import { emailVerificationRoutes } from './mail/email-verification-routes';
import { createMailer, type Mailer } from './mail/mailer';
import { messageRoutes } from './messages/message-routes';
import { notificationPreferenceRoutes } from './notification-mail/preference-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { openApiDocument } from './openapi/openapi';
import { payoutRoutes } from './payouts/payout-routes';
import { statementRoutes } from './payouts/statement-routes';
import { auth } from './plugins/auth';
import { errorHandler } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { securityHeaders } from './plugins/security-headers';
import { reviewRoutes } from './reviews/review-routes';
import { searchRoutes } from './search/search-routes';
import { sessionRoutes } from './sessions/session-routes';
import { supplierRoutes } from './suppliers/supplier-routes';
import { ticketRoutes } from './support/ticket-routes';
import { invitationRoutes } from './team/invitation-routes';
import { membershipRoutes } from './team/membership-routes';
import { teamRoutes } from './team/team-routes';
import { twoStepRoutes } from './two-step/two-step-routes';
import { databaseStorage } from './uploads/file-storage';
import { uploadRoutes } from './uploads/upload-routes';
import { userRoutes } from './users/user-routes';

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** Where e-mail goes; from the config (SMTP, a folder or memory) unless given. */
  mailer?: Mailer;
  /** The data folder's admin key: the admin command may then run through this server (src/admin/server-link.ts). */
  adminKey?: string;
}

/** The nearest `count` proxies are believed (Fastify's types take no number, its runtime does the same). */
const trustHops = (count: number) => (_address: string, hop: number) => hop < count;

/** The provider API: plugins for infrastructure, then one route module per domain under /api/v1. */
export async function buildApp({ db, config, mailer, adminKey }: AppDeps): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: { level: config.LOG_LEVEL },
    // Only the proxies configured: otherwise anyone's X-Forwarded-For would choose the address rate limits count.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The spec writes some paths with a trailing slash (POST /chatting/): every route answers both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors,
  };
  const app = Fastify(options);
  // In the database, so every instance of the API serves every file (ADR 0021).
  const files = databaseStorage(db);

  // Infrastructure as plugins (fastify-plugin): their hooks and decorations reach every route.
  await app.register(errorHandler);
  await app.register(securityHeaders);
  registerJsonBody(app);
  await app.register(cors, {
    origin: config.CORS_ORIGINS.split(',').map((o) => o.trim()),
    exposedHeaders: ['X-Total-Count', 'Content-Disposition'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Every read carries the session's Authorization header, so the browser asks first (a
    // preflight, one round trip) unless it kept the answer for that address: kept 2 hours
    // (Chromium's cap), going back to a screen does not wait for another preflight.
    maxAge: 7200,
  });
  // Counted in the database, so every instance of the API counts alike (ADR 0021).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_FILE_BYTES, files: UPLOAD_MAX_FILES, fields: 20 },
    throwFileSizeLimit: true,
  });
  await app.register(auth, { config, db });

  await app.register(
    async (api) => {
      const document = openApiDocument(allEndpoints, API_PREFIX);
      const deps = { db, config, storage: files, mailer: mailer ?? createMailer(config) };
      authRoutes(api, deps);
      passwordResetRoutes(api, deps);
      userRoutes(api, deps);
      notificationPreferenceRoutes(api, deps);
      supplierRoutes(api, deps);
      uploadRoutes(api, deps);
      bookingRoutes(api, deps);
      listingRoutes(api, deps);
      availabilityRoutes(api, deps);
      calendarFeedRoutes(api, deps);
      payoutRoutes(api, deps);
      statementRoutes(api, deps);
      reviewRoutes(api, deps);
      messageRoutes(api, deps);
      ticketRoutes(api, deps);
      dashboardRoutes(api, deps);
      searchRoutes(api, deps);
      emailVerificationRoutes(api, deps);
      teamRoutes(api, deps);
      invitationRoutes(api, deps);
      membershipRoutes(api, deps);
      activityRoutes(api, deps);
      twoStepRoutes(api, deps);
      sessionRoutes(api, deps);
      liveRoutes(api, deps);
      notificationRoutes(api, deps);
      refuseOtherMethods(api, allEndpoints);
      if (adminKey) adminCommandRoute(api, adminKey, deps);
      api.get('/openapi.json', { config: { public: true } }, async () => document);
      api.get('/health', { config: { public: true } }, async () => ({ status: 'ok', database: db.kind }));
    },
    { prefix: API_PREFIX },
  );
  return app;
}
