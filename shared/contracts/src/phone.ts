/**
 * Phone numbers, checked and written with libphonenumber-js (its smallest build, `min`: ~29 KB of
 * gzip JavaScript). This is a subpath of the package, `@portal/contracts/phone`, so that only the
 * screens that take or show a phone (sign-up, the profile) and the server load it: the package's
 * main entry, which every page loads, never imports this file.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import * as v from 'valibot';

import { COUNTRIES, PHONE_MESSAGE, REQUIRED_MESSAGE } from '@portal/contracts';

/** An international number as written by a person or an app: '+92 3001234567', '+923001234567', '+92 (300) 123-4567'. */
function parsed(text: string): PhoneNumber | undefined {
  // `extract: false`: the whole text must be the number, not merely contain one.
  const phone = parsePhoneNumberFromString(text.trim(), { extract: false });
  // E.164 has no extensions; one stored number is dialled as it is.
  return phone?.isValid() && !phone.ext ? phone : undefined;
}

/** Whether the text is a valid number for the country of its dialling code. */
export const isValidPhone = (text: string): boolean => parsed(text) !== undefined;

/** The number in E.164 ('+923001234567'), the one form the server stores; null when not a valid number. */
export const toE164 = (text: string): string | null => parsed(text)?.number ?? null;

/**
 * A stored number as people read it, in international format ('+92 300 1234567'); a value that is
 * not a valid number is shown as it was stored rather than hidden. Null for none.
 */
export function formatPhone(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  return parsed(text)?.formatInternational() ?? text;
}

/**
 * A stored number as the phone field of @portal/forms takes it: '+92 3001234567' and the name of
 * its country, so the dial-code picker shows the right one among countries that share a code.
 */
export function phoneForPicker(value: string | null | undefined): { value: string; country: string | undefined } {
  const phone = value ? parsed(value) : undefined;
  if (!phone) return { value: value?.trim() ?? '', country: undefined };
  return { value: `+${phone.countryCallingCode} ${phone.nationalNumber}`, country: COUNTRIES.find((c) => c.code === phone.country)?.name };
}

/**
 * A phone number: required, valid for the country of its dialling code (any valid number of any
 * country), and answered in E.164 whatever spaces, brackets or dashes it was written with. The
 * sign-up form, users/register, suppliers/register and the profile all check it with this schema.
 */
export const PhoneNumberSchema = v.pipe(
  v.string(REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.maxCodePoints(40, PHONE_MESSAGE),
  v.check(isValidPhone, PHONE_MESSAGE),
  v.transform((text) => toE164(text)!),
);

/** A phone that may be left empty: '' clears it (null), anything else is a PhoneNumberSchema number. */
export const OptionalPhoneNumberSchema = v.pipe(
  v.string(PHONE_MESSAGE),
  v.trim(),
  v.transform((text) => (text === '' ? null : text)),
  v.nullable(PhoneNumberSchema),
);

/** PUT /users/telephone/{id}: the profile's Telephone; '' removes it. */
export const UpdateTelephoneRequestSchema = v.object({ telephone_number: OptionalPhoneNumberSchema });
export type UpdateTelephoneRequest = v.InferInput<typeof UpdateTelephoneRequestSchema>;
