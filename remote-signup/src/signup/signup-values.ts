import * as v from 'valibot';

import {
  BUSINESS_TYPE_MESSAGE,
  documentUrlsOf,
  HOTEL_CHECK_IN_TIME,
  HOTEL_CHECK_OUT_TIME,
  NAME_FIELD,
  SUPPLIER_TERMS_VERSION,
  SUPPLIER_TYPES,
  type SupplierType,
  TERMS_MESSAGE,
} from '@portal/contracts';
import {
  PROFILE_SCHEMAS,
  type RegisterSupplierRequest,
  type RegisterUserRequest,
  SignupPasswordSchema,
} from '@portal/contracts/registration';
import { businessQuestions, hotelServiceQuestions, type Question, verificationQuestions, type WizardStep } from '@portal/forms';

import { signupText } from '../common/strings/signup-strings';

/** The wizard's values: supplier_type, password, the terms' acceptance and the profile_data fields of the chosen type. */
export type SignupValues = { supplier_type: SupplierType | ''; password: string; accept_terms?: boolean } & Record<string, unknown>;

/** The password and the acceptance of the terms are asked again after a reload: both are the person's act now. */
export const SIGNUP_DRAFT = { key: 'supplier_signup_draft', omit: ['password', 'accept_terms'] } as const;

const AcceptTermsSchema = v.literal(true, TERMS_MESSAGE);

/** The business types of step 0, in the spec's order, in the current language. */
export const categories = (): readonly { value: SupplierType; label: string }[] =>
  SUPPLIER_TYPES.map((type) => ({ value: type, label: signupText()(`categories.${type}`) }));

const isType = (value: unknown): value is SupplierType => SUPPLIER_TYPES.includes(value as SupplierType);

/** Top-level profile_data keys that a list of questions asks about ('open_days_hours.days' is open_days_hours). */
const keysOf = (questions: readonly Question[]) => [...new Set(questions.map((q) => q.name.split('.')[0]!))];

/** A step's schema: the named fields of the type's profile_data schema, the same the server applies. */
function pickSchema(type: SupplierType, keys: readonly string[], extra: v.ObjectEntries = {}) {
  const { entries } = PROFILE_SCHEMAS[type] as unknown as v.ObjectSchema<v.ObjectEntries, undefined>;
  return v.object({ ...Object.fromEntries(keys.map((key) => [key, entries[key]!])), ...extra });
}

const contactKeys = (type: SupplierType) => [
  'country',
  NAME_FIELD[type],
  ...(type === 'tour_guide' ? [] : ['contact_name']),
  'phone_number',
  'email',
];

/**
 * Hotel has 5 steps, every other type 4 (step 0 and 3 more); the last is 'For verification'. The
 * titles are words of `title`: a screen passes its own `t`, which changes when they arrive.
 */
export function stepsFor(type: SupplierType | '', title = signupText()): WizardStep[] {
  const t: SupplierType = isType(type) ? type : 'tour_operator';
  return [
    {
      id: 'type',
      title: title('steps.type'),
      schema: v.object({ supplier_type: v.picklist(SUPPLIER_TYPES, BUSINESS_TYPE_MESSAGE) }),
    },
    { id: 'contact', title: title('steps.contact'), schema: pickSchema(t, contactKeys(t), { password: SignupPasswordSchema }) },
    {
      id: 'business',
      title: title(t === 'tour_guide' ? 'steps.aboutYou' : 'steps.aboutBusiness'),
      schema: pickSchema(t, keysOf(businessQuestions(t))),
    },
    ...(t === 'hotel' ? [{ id: 'services', title: title('steps.services'), schema: pickSchema(t, keysOf(hotelServiceQuestions())) }] : []),
    {
      id: 'verification',
      title: title('steps.verification'),
      schema: pickSchema(t, keysOf(verificationQuestions(t)), { accept_terms: AcceptTermsSchema }),
    },
  ];
}

/** Empty answers for every question of a type, so each field starts controlled. */
export function defaultsFor(type: SupplierType | ''): SignupValues {
  const values: SignupValues = { supplier_type: type, password: '', accept_terms: false, country: 'Pakistan', phone_number: '', email: '' };
  if (!isType(type)) return values;
  values[NAME_FIELD[type]] = '';
  if (type !== 'tour_guide') values.contact_name = '';
  for (const q of [...businessQuestions(type), ...(type === 'hotel' ? hotelServiceQuestions() : []), ...verificationQuestions(type)]) {
    if (!q.name.includes('.')) values[q.name] = q.kind === 'checkboxes' || q.kind === 'upload' ? [] : q.kind === 'yes-no' ? undefined : '';
  }
  if (type === 'hotel') Object.assign(values, { check_in_time: HOTEL_CHECK_IN_TIME, check_out_time: HOTEL_CHECK_OUT_TIME });
  if (type === 'activity_operator') values.open_days_hours = { days: [], from: '', to: '' };
  return values;
}

/** A new business type starts its questions afresh but keeps who the person is and how to reach them. */
export function valuesForType(type: SupplierType, previous: SignupValues, previousType: SupplierType | ''): SignupValues {
  const name = isType(previousType) ? previous[NAME_FIELD[previousType]] : '';
  const kept = { country: previous.country, phone_number: previous.phone_number, email: previous.email, password: previous.password };
  return {
    ...defaultsFor(type),
    ...kept,
    [NAME_FIELD[type]]: name ?? '',
    ...(type !== 'tour_guide' && typeof previous.contact_name === 'string' ? { contact_name: previous.contact_name } : {}),
  };
}

/**
 * users/register's body, from the contact step's values parsed as that step does. The last step
 * sends it, and so does the first upload: files need an account (see use-signup-upload.ts).
 */
export function signupUserOf(values: SignupValues): RegisterUserRequest {
  if (!isType(values.supplier_type)) throw new Error('No business type chosen');
  const type = values.supplier_type;
  const contact = v.parse(stepsFor(type)[1]!.schema, values) as Record<string, unknown> & { email: string; phone_number: string };
  // The account belongs to the contact person; a guide is the person.
  const fullName = String(type === 'tour_guide' ? contact[NAME_FIELD.tour_guide] : contact.contact_name);
  return { full_name: fullName, email: contact.email, phone_number: contact.phone_number, password: values.password, role: 'supplier' };
}

/** The two requests of the last step, built from the values the steps validated. */
export function registrationRequests(values: SignupValues): {
  user: RegisterUserRequest;
  supplier: (userId: string) => RegisterSupplierRequest;
} {
  if (!isType(values.supplier_type)) throw new Error('No business type chosen');
  const type = values.supplier_type;
  const profile = v.parse(PROFILE_SCHEMAS[type], values) as Record<string, unknown>;
  return {
    user: signupUserOf(values),
    supplier: (userId) =>
      ({
        supplier_type: type,
        profile_data: profile,
        verification_doc: documentUrlsOf(type, profile),
        user_id: userId,
        accepted_terms_version: SUPPLIER_TERMS_VERSION,
      }) as RegisterSupplierRequest,
  };
}
