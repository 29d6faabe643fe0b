import * as v from 'valibot';

import { invalidFields, refusalAt } from './endpoints/define';
import { LISTING_TYPES, type ListingType } from './listing-types';
import { ALL_DOCUMENT_FIELDS, DOCUMENT_FIELD_MAX_FILES, UploadUrlSchema } from './signup';
import { NOT_AN_UPLOAD_MESSAGE } from './uploads';

export const SUPPLIER_TYPES = ['hotel', 'tour_operator', 'activity_operator', 'rental', 'tour_guide'] as const;
export const SupplierTypeSchema = v.picklist(SUPPLIER_TYPES, 'Please select a business type to continue.');
export type SupplierType = v.InferOutput<typeof SupplierTypeSchema>;

/** The listing types each kind of business offers: what the portal puts first for it. */
export const SUPPLIER_LISTING_TYPES = {
  hotel: ['hotel'],
  tour_operator: ['tour', 'trek'],
  activity_operator: ['activity', 'experience'],
  rental: ['car_rental', 'bike_rental'],
  tour_guide: ['tour_guide'],
} as const satisfies Record<SupplierType, readonly ListingType[]>;

/** Every listing type, the business's own first (in their order), then the others in the usual order. */
export function listingTypesFor(supplierType: SupplierType): ListingType[] {
  const own: readonly ListingType[] = SUPPLIER_LISTING_TYPES[supplierType];
  return [...own, ...LISTING_TYPES.filter((type) => !own.includes(type))];
}

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

/**
 * A change of the business's name or address waiting for the marketplace team, like a listing
 * edit: the live profile_data stays what customers see until the team approves it.
 */
export const PendingProfileChangeSchema = v.object({
  changes: v.record(v.string(), v.unknown()),
  submitted_at: v.string(),
});
export type PendingProfileChange = v.InferOutput<typeof PendingProfileChangeSchema>;

export const SupplierSchema = v.object({
  supplier_id: v.string(),
  supplier_type: SupplierTypeSchema,
  profile_data: ProfileDataSchema,
  verification_doc: v.array(v.string()),
  user_id: v.string(),
  verification_status: v.picklist(['awaiting_verification', 'verified']),
  /** Present while a change of the name or address is under review. */
  pending_profile_change: v.optional(v.nullable(PendingProfileChangeSchema)),
});
export type Supplier = v.InferOutput<typeof SupplierSchema>;

/** profile_data fields whose change the team reviews first: who the business is and where it is. */
export const REVIEWED_PROFILE_FIELDS = {
  hotel: ['property_name', 'address'],
  tour_operator: ['business_name', 'office_address'],
  activity_operator: ['business_name', 'address'],
  rental: ['business_name', 'location'],
  tour_guide: ['name', 'address'],
} as const satisfies Record<SupplierType, readonly string[]>;

/** profile_data fields with a way of their own: the sign-in e-mail, the phone, documents and photos. */
export const PROFILE_FIELDS_NOT_EDITED = ['email', 'phone_number'] as const;
export const NOT_EDITABLE_MESSAGE = 'This detail cannot be changed here.';

/**
 * The supplier handlers' refusals beyond their schemas (they need the stored supplier, its type and
 * the person's uploads). A `{field}` error is one per field refused.
 */
export const SUPPLIER_REFUSALS = {
  supplierNotFound: { status: 404, message: 'Supplier not found' },
  alreadyRegistered: { status: 409, message: 'This account already has a supplier registration.' },
  notAnUpload: invalidFields({ field: '{field}', message: NOT_AN_UPLOAD_MESSAGE }),
  notEditable: invalidFields({ field: 'profile_data.{field}', message: NOT_EDITABLE_MESSAGE }),
  /** The details as changed, checked with the sign-up schema of the supplier's type: that schema's messages. */
  profileInvalid: invalidFields({ field: 'profile_data.{field}', message: '{rule}' }),
  documentNotAsked: invalidFields({ field: 'field', message: 'Your business type asks for these documents: {documents}.' }),
  tooManyDocument: refusalAt(400, 'urls', 'You can upload up to {limit} files here; 1 is there already.'),
  tooManyDocuments: refusalAt(400, 'urls', 'You can upload up to {limit} files here; {count} are there already.'),
} as const;

/**
 * PUT suppliers/{id}/profile: the business details to change, by profile_data field. The server
 * checks the whole profile with its type's schema; the name and address go to review.
 */
export const UpdateBusinessDetailsRequestSchema = v.object({
  profile_data: v.record(v.string(), v.unknown()),
});
export type UpdateBusinessDetailsRequest = v.InferInput<typeof UpdateBusinessDetailsRequestSchema>;

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
