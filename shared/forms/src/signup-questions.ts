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
import { currentLanguage, messageText } from '@portal/i18n';

import type { Option } from './fields/select-field';
import { signupQuestionsText } from './strings/signup-questions-strings';

/**
 * The sign-up questions of each supplier type (spec/portal.md section 3), as data in the current
 * language: the sign-up steps render them and validate them with the matching fields of the type's
 * profile_data schema, and My Profile shows each answer under the question's label. A component
 * showing them calls useSignupQuestionsStrings() so it is drawn again in a new language.
 */
export type Question =
  | { kind: 'text'; name: string; label: string; helperText?: string; suggestions?: readonly string[] }
  | { kind: 'select'; name: string; label: string; options: readonly Option[] }
  | { kind: 'checkboxes'; name: string; label: string; options: readonly Option<string>[]; columns?: number }
  | { kind: 'yes-no'; name: string; label: string }
  | { kind: 'upload'; name: string; label: string; maxFiles: number; helperText?: string; photos?: boolean };

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const uploadLimits = (question: Extract<Question, { kind: 'upload' }>) => ({
  maxFiles: question.maxFiles,
  accept: question.photos ? PHOTO_TYPES : UPLOAD_MIME_TYPES,
});

/** A contracts list as choices: the stored value stays the English, the label is in the current language. */
const choices = (values: readonly string[]): Option<string>[] => {
  const language = currentLanguage();
  return values.map((value) => ({ value, label: messageText(value, language) }));
};
const bands = (list: readonly { label: string; value: number }[]) => list.map((band) => ({ label: band.label, value: band.value }));

type Words = ReturnType<typeof signupQuestionsText>;

const city = (t: Words, name = 'city'): Question => ({ kind: 'text', name, label: t('labels.city'), suggestions: SIGNUP_CITIES });
const address = (t: Words, name: string, label: string, helperText: string = t('hints.addressVerified')): Question => ({
  kind: 'text',
  name,
  label,
  helperText,
});
/**
 * A document field, with the spec's limit for its type (2 files for hotel and rental; for the
 * others the spec states only 5 MB a file). Optional: the profile takes documents later.
 */
function documents<T extends SupplierType>(t: Words, type: T, name: keyof (typeof DOCUMENT_LABELS)[T] & string, what?: string): Question {
  const maxFiles = documentLimit(type);
  const limits = type === 'hotel' || type === 'rental' ? t('hints.filesEach', { count: maxFiles }) : t('hints.sizeEach');
  return {
    kind: 'upload',
    name,
    label: messageText((DOCUMENT_LABELS[type] as Record<string, string>)[name]!),
    maxFiles,
    helperText: what ? t('hints.document', { what, limits }) : limits,
  };
}
const photos = (label: string): Question => ({ kind: 'upload', name: 'photos', label, maxFiles: SIGNUP_PHOTO_LIMIT, photos: true });

/** Step 1's name of the business (NAME_FIELD): a guide gives their own. */
export function nameLabel(type: SupplierType): string {
  const t = signupQuestionsText();
  if (type === 'hotel') return t('names.property');
  return type === 'tour_guide' ? t('names.fullName') : t('names.business');
}
export const contactNameLabel = (): string => signupQuestionsText()('names.contactPerson');

/** Step 2, about the business. */
export function businessQuestions(type: SupplierType): readonly Question[] {
  const t = signupQuestionsText();
  const yesNo = (name: string, label: string): Question => ({ kind: 'yes-no', name, label });
  switch (type) {
    case 'hotel':
      return [
        city(t, 'city_region'),
        address(t, 'address', t('labels.address')),
        { kind: 'select', name: 'property_type', label: t('labels.propertyType'), options: choices(PROPERTY_TYPES) },
      ];
    case 'tour_operator':
      return [
        city(t),
        address(t, 'office_address', t('labels.officeAddress')),
        { kind: 'checkboxes', name: 'tour_types', label: t('labels.tourTypes'), options: choices(TOUR_TYPES) },
        yesNo('operate_treks', t('labels.operateTreks')),
        yesNo('international_tourists', t('labels.serveInternational')),
      ];
    case 'activity_operator':
      return [
        city(t),
        address(t, 'address', t('labels.address')),
        { kind: 'checkboxes', name: 'select_activity', label: t('labels.activities'), options: choices(ACTIVITIES), columns: 3 },
        { kind: 'checkboxes', name: 'open_days_hours.days', label: t('labels.openDays'), options: choices(WORKING_DAYS), columns: 3 },
        { kind: 'select', name: 'open_days_hours.from', label: t('labels.openingTime'), options: choices(HOURS) },
        { kind: 'select', name: 'open_days_hours.to', label: t('labels.closingTime'), options: choices(HOURS) },
      ];
    case 'rental':
      return [
        city(t),
        address(t, 'location', t('labels.location')),
        { kind: 'select', name: 'rental_type', label: t('labels.rentalType'), options: choices(RENTAL_TYPES) },
        { kind: 'select', name: 'how_many_cars_bikes', label: t('labels.vehicles'), options: bands(VEHICLE_BANDS) },
        yesNo('offer_self_drive', t('labels.selfDrive')),
        yesNo('require_security_deposit', t('labels.securityDeposit')),
      ];
    case 'tour_guide':
      return [
        city(t),
        address(t, 'address', t('labels.address'), t('hints.addressPrivate')),
        { kind: 'checkboxes', name: 'specialise_in', label: t('labels.specialiseIn'), options: choices(GUIDE_SPECIALITIES) },
        { kind: 'select', name: 'guide_since', label: t('labels.guidingSince'), options: choices(GUIDE_EXPERIENCE) },
        yesNo('international_tourists', t('labels.guideInternational')),
      ];
  }
}

/** Hotel only, step 3: services. */
export function hotelServiceQuestions(): readonly Question[] {
  const t = signupQuestionsText();
  return [
    { kind: 'checkboxes', name: 'amenities', label: t('labels.amenities'), options: choices(AMENITIES), columns: 3 },
    { kind: 'select', name: 'rooms', label: t('labels.rooms'), options: bands(ROOM_BANDS) },
    { kind: 'select', name: 'check_in_time', label: t('labels.checkIn'), options: choices(HOURS) },
    { kind: 'select', name: 'check_out_time', label: t('labels.checkOut'), options: choices(HOURS) },
  ];
}

/** The last step, 'For verification'. */
export function verificationQuestions(type: SupplierType): readonly Question[] {
  const t = signupQuestionsText();
  switch (type) {
    case 'hotel':
      return [photos(t('labels.propertyPhotos')), documents(t, 'hotel', 'verification_doc', t('hints.ownership'))];
    case 'tour_operator':
      return [documents(t, 'tour_operator', 'business_registration'), documents(t, 'tour_operator', 'dts_license')];
    case 'activity_operator':
      return [documents(t, 'activity_operator', 'eligibility_doc'), documents(t, 'activity_operator', 'verification_doc')];
    case 'rental':
      return [documents(t, 'rental', 'verification_doc', t('hints.vehicleDocuments'))];
    case 'tour_guide':
      return [
        documents(t, 'tour_guide', 'dts_license'),
        documents(t, 'tour_guide', 'identity_doc', t('hints.identity')),
        photos(t('labels.yourPhotos')),
      ];
  }
}

/** Said on the last step: documents may come later, from the profile. */
export const documentsLaterNote = (): string => signupQuestionsText()('documentsLater');
