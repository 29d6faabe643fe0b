import {
  ACTIVITIES,
  AMENITIES,
  DOCUMENT_LABELS,
  documentLimit,
  GUIDE_EXPERIENCE,
  GUIDE_SPECIALITIES,
  HOURS,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  ROOM_BANDS,
  SIGNUP_CITIES,
  SIGNUP_PHOTO_LIMIT,
  type SupplierType,
  TOUR_TYPES,
  UPLOAD_MIME_TYPES,
  VEHICLE_BANDS,
  WORKING_DAYS,
} from '@portal/contracts';

import { type Option, toOptions } from './fields/select-field';

/**
 * The sign-up questions of each supplier type (spec/portal.md section 3), as data: the sign-up
 * steps render them and validate them with the matching fields of the type's profile_data schema,
 * and My Profile shows each answer under the question's label.
 */
export type Question =
  | { kind: 'text'; name: string; label: string; helperText?: string; suggestions?: readonly string[] }
  | { kind: 'select'; name: string; label: string; options: readonly Option[] }
  | { kind: 'checkboxes'; name: string; label: string; options: readonly string[]; columns?: number }
  | { kind: 'yes-no'; name: string; label: string }
  | { kind: 'upload'; name: string; label: string; maxFiles: number; helperText?: string; photos?: boolean };

const ADDRESS_VERIFIED = 'Your address will be verified and a map embedded manually.';
const ADDRESS_PRIVATE = 'Your address will not be visible on your profile.';
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const uploadLimits = (question: Extract<Question, { kind: 'upload' }>) => ({
  maxFiles: question.maxFiles,
  accept: question.photos ? PHOTO_TYPES : UPLOAD_MIME_TYPES,
});

const city = (name = 'city'): Question => ({ kind: 'text', name, label: 'City/region', suggestions: SIGNUP_CITIES });
const address = (name: string, label: string, helperText = ADDRESS_VERIFIED): Question => ({ kind: 'text', name, label, helperText });
const bands = (list: readonly { label: string; value: number }[]) => list.map((band) => ({ label: band.label, value: band.value }));
/**
 * A document field, with the spec's limit for its type (2 files for hotel and rental; for the
 * others the spec states only 5 MB a file). Optional: the profile takes documents later.
 */
function documents<T extends SupplierType>(type: T, name: keyof (typeof DOCUMENT_LABELS)[T] & string, what?: string): Question {
  const maxFiles = documentLimit(type);
  const limits = type === 'hotel' || type === 'rental' ? `Up to ${maxFiles} files, 5 MB each.` : '5 MB a file.';
  return {
    kind: 'upload',
    name,
    label: (DOCUMENT_LABELS[type] as Record<string, string>)[name]!,
    maxFiles,
    helperText: what ? `${what} ${limits}` : limits,
  };
}
const photos = (label: string): Question => ({ kind: 'upload', name: 'photos', label, maxFiles: SIGNUP_PHOTO_LIMIT, photos: true });

/** Step 1's name of the business (NAME_FIELD): a guide gives their own. */
export const NAME_LABEL: Record<SupplierType, string> = {
  hotel: "Property's name",
  tour_operator: 'Business name',
  activity_operator: 'Business name',
  rental: 'Business name',
  tour_guide: 'Full name',
};
export const CONTACT_NAME_LABEL = "Contact person's name";

/** Step 2, about the business. */
export const BUSINESS_QUESTIONS: Record<SupplierType, readonly Question[]> = {
  hotel: [
    city('city_region'),
    address('address', 'Address'),
    { kind: 'select', name: 'property_type', label: 'Property type', options: toOptions(PROPERTY_TYPES) },
  ],
  tour_operator: [
    city(),
    address('office_address', 'Office address'),
    { kind: 'checkboxes', name: 'tour_types', label: 'Which tours do you offer?', options: TOUR_TYPES },
    { kind: 'yes-no', name: 'operate_treks', label: 'Do you operate treks?' },
    { kind: 'yes-no', name: 'international_tourists', label: 'Do you serve international tourists?' },
  ],
  activity_operator: [
    city(),
    address('address', 'Address'),
    { kind: 'checkboxes', name: 'select_activity', label: 'Which activities do you offer?', options: ACTIVITIES, columns: 3 },
    { kind: 'checkboxes', name: 'open_days_hours.days', label: 'Open days', options: WORKING_DAYS, columns: 3 },
    { kind: 'select', name: 'open_days_hours.from', label: 'Opening time', options: toOptions(HOURS) },
    { kind: 'select', name: 'open_days_hours.to', label: 'Closing time', options: toOptions(HOURS) },
  ],
  rental: [
    city(),
    address('location', 'Location'),
    { kind: 'select', name: 'rental_type', label: 'What do you rent out?', options: toOptions(RENTAL_TYPES) },
    { kind: 'select', name: 'how_many_cars_bikes', label: 'How many cars or bikes do you have?', options: bands(VEHICLE_BANDS) },
    { kind: 'yes-no', name: 'offer_self_drive', label: 'Do you offer self-drive?' },
    { kind: 'yes-no', name: 'require_security_deposit', label: 'Do you require a security deposit?' },
  ],
  tour_guide: [
    city(),
    address('address', 'Address', ADDRESS_PRIVATE),
    { kind: 'checkboxes', name: 'specialise_in', label: 'What do you specialise in?', options: GUIDE_SPECIALITIES },
    { kind: 'select', name: 'guide_since', label: 'How long have you been guiding?', options: toOptions(GUIDE_EXPERIENCE) },
    { kind: 'yes-no', name: 'international_tourists', label: 'Do you guide international tourists?' },
  ],
};

/** Hotel only, step 3: services. */
export const HOTEL_SERVICE_QUESTIONS: readonly Question[] = [
  { kind: 'checkboxes', name: 'amenities', label: 'Amenities', options: AMENITIES, columns: 3 },
  { kind: 'select', name: 'rooms', label: 'How many rooms does your property have?', options: bands(ROOM_BANDS) },
  { kind: 'select', name: 'check_in_time', label: 'Check-in time', options: toOptions(HOURS) },
  { kind: 'select', name: 'check_out_time', label: 'Check-out time', options: toOptions(HOURS) },
];

/** The last step, 'For verification'. */
export const VERIFICATION_QUESTIONS: Record<SupplierType, readonly Question[]> = {
  hotel: [photos('Photos of your property'), documents('hotel', 'verification_doc', 'Business registration or proof of ownership.')],
  tour_operator: [documents('tour_operator', 'business_registration'), documents('tour_operator', 'dts_license')],
  activity_operator: [documents('activity_operator', 'eligibility_doc'), documents('activity_operator', 'verification_doc')],
  rental: [documents('rental', 'verification_doc', 'Business registration or vehicle documents.')],
  tour_guide: [
    documents('tour_guide', 'dts_license'),
    documents('tour_guide', 'identity_doc', 'CNIC (front and back) or passport.'),
    photos('Photos of you'),
  ],
};

/** Said on the last step: documents may come later, from the profile. */
export const DOCUMENTS_LATER_NOTE =
  'No documents at hand? You can finish now and upload them later from My Profile. Your listings go live once we have checked them.';
