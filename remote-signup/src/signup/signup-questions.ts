import {
  ACTIVITIES, AMENITIES, GUIDE_EXPERIENCE, GUIDE_SPECIALITIES, HOURS, PROPERTY_TYPES, RENTAL_TYPES, ROOM_BANDS, SIGNUP_CITIES,
  SIGNUP_DOCUMENT_LIMIT, SIGNUP_PHOTO_LIMIT, TOUR_TYPES, UPLOAD_MIME_TYPES, VEHICLE_BANDS, WORKING_DAYS, type SupplierType,
} from '@portal/contracts';
import { toOptions, type Option } from '@portal/forms';

/**
 * The sign-up questions of each supplier type (spec/portal.md section 3), as data: the steps
 * render them and validate them with the matching fields of the type's profile_data schema.
 */
export type Question =
  | { kind: 'text'; name: string; label: string; helperText?: string; suggestions?: readonly string[] }
  | { kind: 'select'; name: string; label: string; options: readonly Option[] }
  | { kind: 'checkboxes'; name: string; label: string; options: readonly string[]; columns?: number }
  | { kind: 'yes-no'; name: string; label: string }
  | { kind: 'upload'; name: string; label: string; helperText?: string; photos?: boolean };

const ADDRESS_VERIFIED = 'Your address will be verified and a map embedded manually.';
const ADDRESS_PRIVATE = 'Your address will not be visible on your profile.';
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const uploadLimits = (question: Extract<Question, { kind: 'upload' }>) => ({
  maxFiles: question.photos ? SIGNUP_PHOTO_LIMIT : SIGNUP_DOCUMENT_LIMIT,
  accept: question.photos ? PHOTO_TYPES : UPLOAD_MIME_TYPES,
});

const city = (name = 'city'): Question => ({ kind: 'text', name, label: 'City/region', suggestions: SIGNUP_CITIES });
const address = (name: string, label: string, helperText = ADDRESS_VERIFIED): Question => ({ kind: 'text', name, label, helperText });
const bands = (list: readonly { label: string; value: number }[]) => list.map((band) => ({ label: band.label, value: band.value }));
const documents = (name: string, label: string, helperText?: string): Question => ({ kind: 'upload', name, label, helperText });
const photos = (label: string): Question => ({ kind: 'upload', name: 'photos', label, photos: true });

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
  hotel: [
    photos('Photos of your property'),
    documents('verification_doc', 'Verification documents', 'Business registration or proof of ownership. Up to 2 files, 5 MB each.'),
  ],
  tour_operator: [documents('business_registration', 'Business registration'), documents('dts_license', 'DTS license')],
  activity_operator: [documents('eligibility_doc', 'Eligibility document'), documents('verification_doc', 'Verification document')],
  rental: [documents('verification_doc', 'Verification documents', 'Business registration or vehicle documents. Up to 2 files, 5 MB each.')],
  tour_guide: [
    documents('dts_license', 'DTS license'),
    documents('identity_doc', 'Identity document', 'CNIC (front and back) or passport. Up to 2 files, 5 MB each.'),
    photos('Photos of you'),
  ],
};
