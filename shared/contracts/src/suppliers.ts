import * as v from 'valibot';
import { PROFILE_SCHEMAS, UploadUrlSchema } from './signup';

export const SUPPLIER_TYPES = ['hotel', 'tour_operator', 'activity_operator', 'rental', 'tour_guide'] as const;
export const SupplierTypeSchema = v.picklist(SUPPLIER_TYPES, 'Please select a business type to continue.');
export type SupplierType = v.InferOutput<typeof SupplierTypeSchema>;

/** profile_data as read back; each type's own fields are validated at registration (signup.ts). */
export const ProfileDataSchema = v.record(v.string(), v.unknown());

const registration = <T extends SupplierType, S extends v.GenericSchema>(type: T, profile: S) =>
  v.object({
    supplier_type: v.literal(type),
    profile_data: profile,
    /** Upload URLs of the verification documents; the server adds those named in profile_data. */
    verification_doc: v.optional(v.pipe(v.array(UploadUrlSchema), v.maxLength(20)), []),
    user_id: v.string(),
  });

/** suppliers/register: profile_data is validated with its type's schema (spec section 3). */
export const RegisterSupplierRequestSchema = v.variant(
  'supplier_type',
  [
    registration('hotel', PROFILE_SCHEMAS.hotel),
    registration('tour_operator', PROFILE_SCHEMAS.tour_operator),
    registration('activity_operator', PROFILE_SCHEMAS.activity_operator),
    registration('rental', PROFILE_SCHEMAS.rental),
    registration('tour_guide', PROFILE_SCHEMAS.tour_guide),
  ],
  'Please select a business type to continue.',
);
export type RegisterSupplierRequest = v.InferInput<typeof RegisterSupplierRequestSchema>;

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
