import type { FastifyBaseLogger } from 'fastify';

import { documentUrlsOf, NOT_AN_UPLOAD_MESSAGE, SUPPLIER_REFUSALS, type SupplierType, uploadUrlsOf } from '@portal/contracts';

import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { type FieldError, refuse } from '../http/errors';
import { createVerificationToken, verificationLink, verificationMail } from '../mail/email-verification';
import type { Mailer } from '../mail/mailer';
import { issuedUploads, keepPrivate } from '../uploads/issued-uploads';
import { userRepository } from '../users/user-repository';

export interface Registration {
  userId: string;
  type: SupplierType;
  profile: Record<string, unknown>;
  verificationDoc: readonly string[];
  /** The supplier terms' version accepted with this request; stored with the time it arrived. */
  termsVersion: string;
}

/** Upload URLs that are not the user's own uploads to this server (another host, a name not stored, another account's file). */
export async function foreignUploads(
  db: Queryable,
  config: ServerConfig,
  userId: string,
  refs: { field: string; url: string }[],
): Promise<FieldError[]> {
  const known = await issuedUploads(
    db,
    config,
    userId,
    refs.map((ref) => ref.url),
  );
  return refs.filter((ref) => !known.has(ref.url)).map((ref) => ({ field: ref.field, message: NOT_AN_UPLOAD_MESSAGE }));
}

/**
 * The second half of sign-up: checks that every document and photo is the user's own upload,
 * stores the supplier as awaiting verification, and sends the verification e-mail.
 */
export async function registerSupplier(
  deps: { db: Database; config: ServerConfig; mailer: Mailer; log: FastifyBaseLogger },
  registration: Registration,
): Promise<string> {
  const { db, config } = deps;
  const documents = [...new Set([...documentUrlsOf(registration.type, registration.profile), ...registration.verificationDoc])];
  const refs = [
    ...uploadUrlsOf(registration.type, registration.profile).map((ref) => ({ ...ref, field: `profile_data.${ref.field}` })),
    ...registration.verificationDoc.map((url, i) => ({ field: `verification_doc.${i}`, url })),
  ];
  const foreign = await foreignUploads(db, config, registration.userId, refs);
  if (foreign.length > 0) throw refuse(SUPPLIER_REFUSALS.notAnUpload, undefined, foreign);
  // Identity documents and licences: only their owner sees them, through signed links.
  await keepPrivate(db, config, registration.userId, documents);

  const [row] = await db.query<{ supplier_id: string }>(
    `INSERT INTO suppliers (user_id, supplier_type, profile_data, verification_doc, verification_status, terms_version, terms_accepted_at)
     VALUES ($1, $2, $3, $4, 'awaiting_verification', $5, now()) ON CONFLICT (user_id) DO NOTHING RETURNING supplier_id`,
    [registration.userId, registration.type, registration.profile, documents, registration.termsVersion],
  );
  if (!row) throw refuse(SUPPLIER_REFUSALS.alreadyRegistered);
  await sendVerificationMail(deps, registration.userId);
  return row.supplier_id;
}

/** A mail server that is down must not undo a registration: the failure is logged for the team. */
async function sendVerificationMail(deps: { db: Database; config: ServerConfig; mailer: Mailer; log: FastifyBaseLogger }, userId: string) {
  try {
    const user = await userRepository(deps.db).verificationState(userId);
    if (!user || user.verified) return;
    const token = await createVerificationToken(deps.db, userId);
    await deps.mailer.send(
      verificationMail({ email: user.email, fullName: user.full_name, language: user.language }, verificationLink(deps.config, token)),
    );
  } catch (error) {
    deps.log.error({ err: error, userId }, 'verification e-mail not sent');
  }
}
