import { EMAIL_MESSAGE, REQUIRED_MESSAGE } from './auth';
import type { SupplierType } from './suppliers';
import { fileAddressSchema } from './uploads';

/**
 * What sign-up and the profile share about a supplier's profile_data: its limits, which fields
 * hold documents and photos, and their labels. The schemas of each type's profile_data are in
 * registration.ts (`@portal/contracts/registration`), because they check phone numbers with
 * libphonenumber-js, which only sign-up and the server load.
 */

export const BUSINESS_TYPE_MESSAGE = 'Please select a business type to continue.';
/** spec/portal.md section 5: photos up to 5. */
export const SIGNUP_PHOTO_LIMIT = 5;
/** spec/portal.md section 5: document uploads up to 2 files for hotel and rental. */
export const SIGNUP_DOCUMENT_LIMIT = 2;
/**
 * The spec states only 5 MB a file for the other types' documents, no count: a field keeps at most
 * this many, a technical bound rather than a rule a supplier should meet.
 */
export const DOCUMENT_FIELD_MAX_FILES = 10;

export { EMAIL_MESSAGE, REQUIRED_MESSAGE };

/** How many files one document field of a type takes. */
export const documentLimit = (type: SupplierType): number =>
  type === 'hotel' || type === 'rental' ? SIGNUP_DOCUMENT_LIMIT : DOCUMENT_FIELD_MAX_FILES;

/** An upload URL the server answered from POST uploads. */
export const UploadUrlSchema = fileAddressSchema('Not an uploaded file.');

/** Fields that hold verification documents; photos are shown on the profile, documents are not. */
export const DOCUMENT_FIELDS = {
  hotel: ['verification_doc'],
  tour_operator: ['business_registration', 'dts_license'],
  activity_operator: ['eligibility_doc', 'verification_doc'],
  rental: ['verification_doc'],
  tour_guide: ['dts_license', 'identity_doc'],
} as const satisfies Record<SupplierType, readonly string[]>;

export type DocumentField = (typeof DOCUMENT_FIELDS)[SupplierType][number];
export const ALL_DOCUMENT_FIELDS = [...new Set(Object.values(DOCUMENT_FIELDS).flat())] as DocumentField[];

/** What each document is called, on the sign-up's last step, the profile and in the team's messages. */
export const DOCUMENT_LABELS = {
  hotel: { verification_doc: 'Verification documents' },
  tour_operator: { business_registration: 'Business registration', dts_license: 'DTS license' },
  activity_operator: { eligibility_doc: 'Eligibility document', verification_doc: 'Verification document' },
  rental: { verification_doc: 'Verification documents' },
  tour_guide: { dts_license: 'DTS license', identity_doc: 'Identity document' },
} as const satisfies { [T in SupplierType]: Record<(typeof DOCUMENT_FIELDS)[T][number], string> };

/** A type's document fields with their labels, in the sign-up's order. */
export function documentsOf(type: SupplierType): { field: DocumentField; label: string }[] {
  const labels: Record<string, string> = DOCUMENT_LABELS[type];
  return DOCUMENT_FIELDS[type].map((field) => ({ field, label: labels[field]! }));
}

/**
 * The documents a supplier has not uploaded yet: sign-up may finish without them, but the team
 * approves no listing until every one is there.
 */
export function missingDocuments(type: SupplierType, profile: Record<string, unknown>): { field: DocumentField; label: string }[] {
  return documentsOf(type).filter(({ field }) => {
    const value = profile[field];
    return !Array.isArray(value) || value.length === 0;
  });
}

/** Fields that hold photos (up to five). */
export const PHOTO_FIELDS = {
  hotel: ['photos'],
  tour_operator: [],
  activity_operator: [],
  rental: [],
  tour_guide: ['photos'],
} as const satisfies Record<SupplierType, readonly string[]>;

/** The name of the field that holds the business's name for a type: property, person or business. */
export const NAME_FIELD = {
  hotel: 'property_name',
  tour_operator: 'business_name',
  activity_operator: 'business_name',
  rental: 'business_name',
  tour_guide: 'name',
} as const satisfies Record<SupplierType, string>;

/** Every upload URL in a profile, documents and photos alike, to check the server issued them. */
export function uploadUrlsOf(type: SupplierType, profile: Record<string, unknown>): { field: string; url: string }[] {
  return [...DOCUMENT_FIELDS[type], ...PHOTO_FIELDS[type]].flatMap((field) => {
    const value = profile[field];
    return Array.isArray(value) ? value.map((url, i) => ({ field: `${field}.${i}`, url: String(url) })) : [];
  });
}

/** The documents of a profile, stored as the supplier's verification_doc. */
export function documentUrlsOf(type: SupplierType, profile: Record<string, unknown>): string[] {
  return DOCUMENT_FIELDS[type].flatMap((field) => {
    const value = profile[field];
    return Array.isArray(value) ? value.map(String) : [];
  });
}
