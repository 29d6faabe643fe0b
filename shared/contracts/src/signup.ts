import * as v from 'valibot';
import { EMAIL_MESSAGE, EmailSchema, NewPasswordSchema, REQUIRED_MESSAGE } from './auth';
import { COUNTRY_NAMES } from './countries';
import {
  ACTIVITIES, AMENITIES, GUIDE_EXPERIENCE, GUIDE_SPECIALITIES, HOURS, PROPERTY_TYPES, RENTAL_TYPES, ROOM_BANDS, TOUR_TYPES,
  VEHICLE_BANDS, WORKING_DAYS,
} from './signup-lists';
import type { SupplierType } from './suppliers';

/**
 * profile_data of each supplier type (spec/portal.md section 3). The sign-up form validates each
 * step with picks of these schemas and the server validates suppliers/register with them whole.
 */

export const BUSINESS_TYPE_MESSAGE = 'Please select a business type to continue.';
export const PHONE_MESSAGE = 'Please enter a valid phone number.';
export const UPLOAD_REQUIRED_MESSAGE = 'Please upload at least one file.';
export const SIGNUP_PHOTO_LIMIT = 5;
export const SIGNUP_DOCUMENT_LIMIT = 2;

export { EMAIL_MESSAGE, REQUIRED_MESSAGE };

const text = (max = 120) => v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.maxLength(max));
const oneOf = <const T extends readonly string[]>(options: T) => v.picklist(options, REQUIRED_MESSAGE);
const someOf = <const T extends readonly string[]>(options: T) =>
  v.pipe(v.array(v.picklist(options, REQUIRED_MESSAGE), REQUIRED_MESSAGE), v.minLength(1, REQUIRED_MESSAGE), v.checkItems((item, i, all) => all.indexOf(item) === i, 'Each choice once.'));
const yesNo = () => v.boolean(REQUIRED_MESSAGE);
const band = (bands: readonly { value: number }[]) =>
  v.pipe(v.number(REQUIRED_MESSAGE), v.picklist(bands.map((b) => b.value), REQUIRED_MESSAGE));

/** An upload URL the server answered from POST uploads. */
export const UploadUrlSchema = v.pipe(v.string(), v.url('Not an uploaded file.'), v.maxLength(300));
const uploads = (min: number, max: number, what: string) =>
  v.pipe(
    v.array(UploadUrlSchema, UPLOAD_REQUIRED_MESSAGE),
    v.minLength(min, UPLOAD_REQUIRED_MESSAGE),
    v.maxLength(max, `You can upload up to ${max} ${what}.`),
  );
const photos = () => uploads(0, SIGNUP_PHOTO_LIMIT, 'photos');
const documents = () => uploads(1, SIGNUP_DOCUMENT_LIMIT, 'documents');

export const PhoneNumberSchema = v.pipe(
  v.string(REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.regex(/^\+[0-9]{1,4} [0-9][0-9 ()-]{4,17}$/, PHONE_MESSAGE),
);

const contact = {
  country: v.picklist(COUNTRY_NAMES, REQUIRED_MESSAGE),
  phone_number: PhoneNumberSchema,
  email: EmailSchema,
};

export const HotelProfileSchema = v.object({
  ...contact,
  property_name: text(),
  contact_name: text(),
  city_region: text(),
  address: text(300),
  property_type: oneOf(PROPERTY_TYPES),
  amenities: someOf(AMENITIES),
  rooms: band(ROOM_BANDS),
  check_in_time: oneOf(HOURS),
  check_out_time: oneOf(HOURS),
  photos: photos(),
  verification_doc: documents(),
});

export const TourOperatorProfileSchema = v.object({
  ...contact,
  business_name: text(),
  contact_name: text(),
  city: text(),
  office_address: text(300),
  tour_types: someOf(TOUR_TYPES),
  operate_treks: yesNo(),
  international_tourists: yesNo(),
  business_registration: documents(),
  dts_license: documents(),
});

export const OpenDaysHoursSchema = v.object({
  days: someOf(WORKING_DAYS),
  from: oneOf(HOURS),
  to: oneOf(HOURS),
});

export const ActivityOperatorProfileSchema = v.object({
  ...contact,
  business_name: text(),
  contact_name: text(),
  city: text(),
  address: text(300),
  select_activity: someOf(ACTIVITIES),
  open_days_hours: OpenDaysHoursSchema,
  eligibility_doc: documents(),
  verification_doc: documents(),
});

export const RentalProfileSchema = v.object({
  ...contact,
  business_name: text(),
  contact_name: text(),
  city: text(),
  location: text(300),
  rental_type: oneOf(RENTAL_TYPES),
  how_many_cars_bikes: band(VEHICLE_BANDS),
  offer_self_drive: yesNo(),
  require_security_deposit: yesNo(),
  verification_doc: documents(),
});

export const TourGuideProfileSchema = v.object({
  ...contact,
  name: text(),
  city: text(),
  address: text(300),
  specialise_in: someOf(GUIDE_SPECIALITIES),
  guide_since: oneOf(GUIDE_EXPERIENCE),
  international_tourists: yesNo(),
  dts_license: documents(),
  identity_doc: documents(),
  photos: photos(),
});

export const PROFILE_SCHEMAS = {
  hotel: HotelProfileSchema,
  tour_operator: TourOperatorProfileSchema,
  activity_operator: ActivityOperatorProfileSchema,
  rental: RentalProfileSchema,
  tour_guide: TourGuideProfileSchema,
} as const;

export type HotelProfile = v.InferOutput<typeof HotelProfileSchema>;
export type TourOperatorProfile = v.InferOutput<typeof TourOperatorProfileSchema>;
export type ActivityOperatorProfile = v.InferOutput<typeof ActivityOperatorProfileSchema>;
export type RentalProfile = v.InferOutput<typeof RentalProfileSchema>;
export type TourGuideProfile = v.InferOutput<typeof TourGuideProfileSchema>;
export type ProfileDataOf<T extends SupplierType> = v.InferOutput<(typeof PROFILE_SCHEMAS)[T]>;

/** Fields that hold verification documents; photos are shown on the profile, documents are not. */
export const DOCUMENT_FIELDS = {
  hotel: ['verification_doc'],
  tour_operator: ['business_registration', 'dts_license'],
  activity_operator: ['eligibility_doc', 'verification_doc'],
  rental: ['verification_doc'],
  tour_guide: ['dts_license', 'identity_doc'],
} as const satisfies Record<SupplierType, readonly string[]>;

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

/** Password of the sign-up form; it goes to users/register, never into profile_data. */
export const SignupPasswordSchema = NewPasswordSchema;
