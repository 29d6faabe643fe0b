import { PHONE_MESSAGE } from '../auth';
import { NO_ACCESS_MESSAGE } from '../team';

/**
 * Messages several screens share (common field rules, lists, uploads, the server's checks of any
 * request): the English message (as in the spec and the schemas) to its Urdu. Required, e-mail,
 * password length and the server's failure are sign-in's words (auth.ts), shared from there.
 */
export const sharedUrdu: Readonly<Record<string, string>> = {
  [PHONE_MESSAGE]: 'براہِ کرم درست فون نمبر درج کریں۔',
  [NO_ACCESS_MESSAGE]: 'آپ کو اس صفحے تک رسائی حاصل نہیں',
  'Password is required.': 'پاس ورڈ درج کرنا ضروری ہے۔',
  'Validation failed': 'معلومات درست نہیں',
  'Not found': 'نہیں ملا',
  'Unknown query parameter.': 'یہ سوالیہ پیرامیٹر معلوم نہیں۔',
  'Text cannot contain NUL characters.': 'متن میں NUL حرف نہیں ہو سکتا۔',
  'JSON may be nested at most 64 levels deep.': 'JSON زیادہ سے زیادہ 64 درجے تک اندر ہو سکتا ہے۔',
  'Page must be at most 1,000,000.': 'صفحہ زیادہ سے زیادہ 1,000,000 ہو سکتا ہے۔',
  'Use true or false.': 'true یا false استعمال کریں۔',
  'Upload failed.': 'فائل اپ لوڈ نہیں ہو سکی۔',
};
