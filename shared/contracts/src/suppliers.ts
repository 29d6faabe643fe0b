import * as v from 'valibot';
import { ALL_DOCUMENT_FIELDS, DOCUMENT_FIELD_MAX_FILES, UploadUrlSchema } from './signup';

export const SUPPLIER_TYPES = ['hotel', 'tour_operator', 'activity_operator', 'rental', 'tour_guide'] as const;
export const SupplierTypeSchema = v.picklist(SUPPLIER_TYPES, 'Please select a business type to continue.');
export type SupplierType = v.InferOutput<typeof SupplierTypeSchema>;

/** profile_data as read back; each type's own fields are validated at registration (registration.ts). */
export const ProfileDataSchema = v.record(v.string(), v.unknown());

// suppliers/register's request is in registration.ts, with each type's profile_data.

/**
 * The supplier terms (paths.supplierTerms) a supplier accepts at sign-up. Raise it when the terms
 * change: each supplier keeps the version it accepted and when.
 */
export const SUPPLIER_TERMS_VERSION = '2026-11';
export const TERMS_MESSAGE = 'Please accept the supplier terms to continue.';

/** suppliers/register's acceptance: exactly the version the person was shown. */
export const AcceptedTermsSchema = v.literal(SUPPLIER_TERMS_VERSION, TERMS_MESSAGE);

export const SupplierSchema = v.object({
  supplier_id: v.string(),
  supplier_type: SupplierTypeSchema,
  profile_data: ProfileDataSchema,
  verification_doc: v.array(v.string()),
  user_id: v.string(),
  verification_status: v.picklist(['awaiting_verification', 'verified']),
});
export type Supplier = v.InferOutput<typeof SupplierSchema>;

export const RegisterSupplierReplySchema = v.object({
  message: v.string(),
  supplier: v.object({ supplier_id: v.string() }),
  /** A fresh token that carries the new supplier id. */
  token: v.string(),
});

export const DOCUMENT_FIELD_MESSAGE = 'Choose which document these files are.';

/**
 * POST suppliers/{id}/documents: files uploaded through POST uploads added to one of the type's
 * document fields (a supplier who signed up without them sends them from the profile). The
 * server checks the field belongs to the type, its limit, and that the files are the user's own.
 */
export const AddDocumentsRequestSchema = v.object({
  field: v.picklist(ALL_DOCUMENT_FIELDS, DOCUMENT_FIELD_MESSAGE),
  urls: v.pipe(v.array(UploadUrlSchema), v.minLength(1, 'Choose at least one file.'), v.maxLength(DOCUMENT_FIELD_MAX_FILES)),
});
export type AddDocumentsRequest = v.InferInput<typeof AddDocumentsRequestSchema>;
