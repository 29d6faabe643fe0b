/**
 * The two requests of sign-up, users/register and suppliers/register, with the profile_data of
 * each supplier type (spec/portal.md section 3). The sign-up form validates each step with picks
 * of these schemas and the server validates the requests with them whole. A subpath of the
 * package (`@portal/contracts/registration`): the phone number is checked with libphonenumber-js
 * (`./phone`), which pages without a phone field must not load.
 */
import * as v from 'valibot';

import {
  AcceptedTermsSchema,
  ACTIVITIES,
  AMENITIES,
  COUNTRY_NAMES,
  DOCUMENT_FIELDS,
  documentLimit,
  EmailSchema,
  GUIDE_EXPERIENCE,
  GUIDE_SPECIALITIES,
  HOURS,
  NewPasswordSchema,
  PHOTO_FIELDS,
  PROFILE_FIELDS_NOT_EDITED,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  REQUIRED_MESSAGE,
  ROOM_BANDS,
  SIGNUP_PHOTO_LIMIT,
  type SupplierType,
  TOUR_TYPES,
  UploadUrlSchema,
  VEHICLE_BANDS,
  WORKING_DAYS,
} from '@portal/contracts';
import { PhoneNumberSchema } from '@portal/contracts/phone';

const text = (max = 120) => v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.maxCodePoints(max));
const oneOf = <const T extends readonly string[]>(options: T) => v.picklist(options, REQUIRED_MESSAGE);
const someOf = <const T extends readonly string[]>(options: T) =>
  v.pipe(
    v.array(v.picklist(options, REQUIRED_MESSAGE), REQUIRED_MESSAGE),
    v.minLength(1, REQUIRED_MESSAGE),
    v.checkItems((item, i, all) => all.indexOf(item) === i, 'Each choice once.'),
  );
const yesNo = () => v.boolean(REQUIRED_MESSAGE);
const band = (bands: readonly { value: number }[]) =>
  v.pipe(
    v.number(REQUIRED_MESSAGE),
    v.picklist(
      bands.map((b) => b.value),
      REQUIRED_MESSAGE,
    ),
  );

/** Upload URLs, none at all included (left out, it is an empty list). */
const uploads = (max: number, what: string) =>
  v.optional(v.pipe(v.array(UploadUrlSchema, 'Not an uploaded file.'), v.maxLength(max, `You can upload up to ${max} ${what}.`)), []);
const photos = () => uploads(SIGNUP_PHOTO_LIMIT, 'photos');
/** Documents may come later, from the profile: a supplier without a licence at hand can still sign up. */
const documents = (type: SupplierType) => uploads(documentLimit(type), 'documents');

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
  verification_doc: documents('hotel'),
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
  business_registration: documents('tour_operator'),
  dts_license: documents('tour_operator'),
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
  eligibility_doc: documents('activity_operator'),
  verification_doc: documents('activity_operator'),
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
  verification_doc: documents('rental'),
});

export const TourGuideProfileSchema = v.object({
  ...contact,
  name: text(),
  city: text(),
  address: text(300),
  specialise_in: someOf(GUIDE_SPECIALITIES),
  guide_since: oneOf(GUIDE_EXPERIENCE),
  international_tourists: yesNo(),
  dts_license: documents('tour_guide'),
  identity_doc: documents('tour_guide'),
  photos: photos(),
});

export const PROFILE_SCHEMAS = {
  hotel: HotelProfileSchema,
  tour_operator: TourOperatorProfileSchema,
  activity_operator: ActivityOperatorProfileSchema,
  rental: RentalProfileSchema,
  tour_guide: TourGuideProfileSchema,
} as const;

/** Which profile_data fields the profile may change: the type's own, but the e-mail, phone, documents and photos. */
export function editableProfileFields(type: SupplierType): string[] {
  const fixed = new Set<string>([...PROFILE_FIELDS_NOT_EDITED, ...DOCUMENT_FIELDS[type], ...PHOTO_FIELDS[type]]);
  return Object.keys(PROFILE_SCHEMAS[type].entries).filter((field) => !fixed.has(field));
}

/** My Profile's business details form, checked field by field as PUT suppliers/{id}/profile checks the whole profile. */
export const businessDetailsSchema = (type: SupplierType) =>
  // Every type has a name, a city and an address to change: the list is never empty.
  v.pick(
    PROFILE_SCHEMAS[type] as unknown as v.ObjectSchema<v.ObjectEntries, undefined>,
    editableProfileFields(type) as [string, ...string[]],
  );

export type HotelProfile = v.InferOutput<typeof HotelProfileSchema>;
export type TourOperatorProfile = v.InferOutput<typeof TourOperatorProfileSchema>;
export type ActivityOperatorProfile = v.InferOutput<typeof ActivityOperatorProfileSchema>;
export type RentalProfile = v.InferOutput<typeof RentalProfileSchema>;
export type TourGuideProfile = v.InferOutput<typeof TourGuideProfileSchema>;
export type ProfileDataOf<T extends SupplierType> = v.InferOutput<(typeof PROFILE_SCHEMAS)[T]>;

/** Password of the sign-up form; it goes to users/register, never into profile_data. */
export const SignupPasswordSchema = NewPasswordSchema;

/** users/register: the account of the contact person (a guide is the person), always a supplier. */
export const RegisterUserRequestSchema = v.object({
  full_name: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.maxCodePoints(120)),
  email: EmailSchema,
  phone_number: PhoneNumberSchema,
  password: NewPasswordSchema,
  role: v.optional(v.literal('supplier'), 'supplier'),
});
export type RegisterUserRequest = v.InferInput<typeof RegisterUserRequestSchema>;

const registration = <T extends SupplierType, S extends v.GenericSchema>(type: T, profile: S) =>
  v.object({
    supplier_type: v.literal(type),
    profile_data: profile,
    /** Upload URLs of the verification documents; the server adds those named in profile_data. */
    verification_doc: v.optional(v.pipe(v.array(UploadUrlSchema), v.maxLength(20)), []),
    user_id: v.string(),
    /** The supplier terms' version the person accepted; stored with the time. */
    accepted_terms_version: AcceptedTermsSchema,
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
