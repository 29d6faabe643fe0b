import * as v from 'valibot';

export const SUPPLIER_TYPES = ['hotel', 'tour_operator', 'activity_operator', 'rental', 'tour_guide'] as const;
export const SupplierTypeSchema = v.picklist(SUPPLIER_TYPES, 'Please select a business type to continue.');
export type SupplierType = v.InferOutput<typeof SupplierTypeSchema>;

/** profile_data; each type's own fields are validated by the sign-up schemas. */
export const ProfileDataSchema = v.record(v.string(), v.unknown());

export const RegisterSupplierRequestSchema = v.object({
  supplier_type: SupplierTypeSchema,
  profile_data: ProfileDataSchema,
  verification_doc: v.optional(v.array(v.pipe(v.string(), v.maxLength(300))), []),
  user_id: v.string(),
});
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
