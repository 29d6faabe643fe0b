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
  // the server's templated messages: {placeholders} filled in the reply's language (templateIn)
  '{field} is required.': '{field} درج کرنا ضروری ہے۔',
  'Too many requests. Please try again in {wait}.': 'بہت زیادہ درخواستیں۔ براہِ کرم {wait} بعد دوبارہ کوشش کریں۔',
  '{file} is not an accepted type (JPEG, PNG, WebP, PDF, DOCX or TXT)': '{file} کی قسم قابلِ قبول نہیں (JPEG، PNG، WebP، PDF، DOCX یا TXT)',
  '{file}: unsupported file type': '{file}: اس قسم کی فائل قبول نہیں',
  'Your files may take up {quota} MB in all, and these would pass it.':
    'آپ کی فائلیں کل {quota} ایم بی تک ہو سکتی ہیں، اور یہ فائلیں اس حد سے بڑھ جائیں گی۔',
  "Send multipart/form-data with parts named '{field}'": "multipart/form-data بھیجیں، جس کے حصوں کا نام '{field}' ہو",
  "Files must be sent in parts named '{field}'": "فائلیں '{field}' نام کے حصوں میں بھیجیں",
  "No files received in parts named '{field}'": "'{field}' نام کے حصوں میں کوئی فائل نہیں ملی",
  "Attach at most one file, in a part named '{field}'": "زیادہ سے زیادہ ایک فائل لگائیں، '{field}' نام کے حصے میں",
};
