import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_MINUTES,
  PASSWORD_RESET_SENT_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from './account-recovery';
import { CUSTOMER_ACCOUNT_MESSAGE, EMAIL_MESSAGE, PASSWORD_LENGTH_MESSAGE, REQUIRED_MESSAGE } from './auth';
import { TWO_STEP_CHALLENGE_ENDED_MESSAGE, TWO_STEP_SIGN_IN_CODE_MESSAGE, TWO_STEP_WRONG_CODE_MESSAGE } from './two-step';
import { PORTAL_LANGUAGES } from './users';

export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];

/** The sign-in's refusal of a wrong e-mail or password (the server's words since the first release). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const SERVER_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The server's messages the host's own screens show (sign-in, two-step, password recovery), in
 * Urdu, keyed by the English message the server sends (issue 40). English stays the message as it
 * is: a message absent here is answered in English. Terms as docs/glossary-ur.md.
 */
const URDU: Readonly<Record<string, string>> = {
  [INVALID_CREDENTIALS_MESSAGE]: 'ای میل یا پاس ورڈ درست نہیں',
  [CUSTOMER_ACCOUNT_MESSAGE]:
    'یہ ای میل مارکیٹ پلیس کے ایک گاہک اکاؤنٹ کی ہے۔ یہاں صرف سپلائر اکاؤنٹ سائن اِن کرتے ہیں: براہِ کرم کسی اور ای میل سے بطور سپلائر سائن اپ کریں۔',
  [TWO_STEP_WRONG_CODE_MESSAGE]: 'یہ کوڈ درست نہیں۔ اپنی ایپ کا سب سے نیا کوڈ درج کریں۔',
  [TWO_STEP_SIGN_IN_CODE_MESSAGE]: 'اپنی authenticator ایپ کا کوڈ یا کوئی ریکوری کوڈ درج کریں۔',
  [TWO_STEP_CHALLENGE_ENDED_MESSAGE]: 'اس سائن اِن کا وقت ختم ہو گیا۔ براہِ کرم دوبارہ سائن اِن کریں۔',
  [RESET_LINK_INVALID_MESSAGE]:
    'پاس ورڈ ری سیٹ کا یہ لنک درست نہیں، پہلے استعمال ہو چکا ہے یا اس کی مدت ختم ہو گئی ہے۔ براہِ کرم نیا لنک منگوائیں۔',
  [PASSWORD_RESET_SENT_MESSAGE]: `اگر اس ای میل کا کوئی اکاؤنٹ ہے تو ہم نے اس پر پاس ورڈ ری سیٹ کرنے کا لنک بھیج دیا ہے۔ یہ لنک ایک بار، ${PASSWORD_RESET_MINUTES} منٹ تک کام کرتا ہے۔`,
  [PASSWORD_RESET_DONE_MESSAGE]: 'آپ کا پاس ورڈ ری سیٹ ہو گیا ہے۔ براہِ کرم نئے پاس ورڈ سے سائن اِن کریں۔',
  [EMAIL_MESSAGE]: 'براہِ کرم درست ای میل ایڈریس درج کریں۔',
  [PASSWORD_LENGTH_MESSAGE]: 'پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے۔',
  [REQUIRED_MESSAGE]: 'براہِ کرم تمام ضروری خانے پُر کریں۔',
  [SERVER_FAILURE_MESSAGE]: 'ہماری طرف کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
};

/** A server message in `language`: its Urdu when the catalogue has it, else the English as sent. */
export const messageIn = (language: PortalLanguage, english: string): string => (language === 'ur' ? (URDU[english] ?? english) : english);

/** The portal language an Accept-Language header prefers most (q-values honoured); English by default. */
export function languageOfRequest(acceptLanguage: string | undefined): PortalLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => PORTAL_LANGUAGES.includes(entry.base as PortalLanguage));
  return (found?.base as PortalLanguage | undefined) ?? 'en';
}
