import { MESSAGE_ERRORS, MESSAGE_TEXT_MAX_LENGTH } from '../messages';

/** Messages (the inbox): the English message (as in the spec and the schemas) to its Urdu (terms as docs/glossary-ur.md). */
export const messagingUrdu: Readonly<Record<string, string>> = {
  [MESSAGE_ERRORS.empty]: 'پیغام لکھیں یا کوئی فائل منسلک کریں۔',
  [MESSAGE_ERRORS.tooLong]: `پیغام زیادہ سے زیادہ ${MESSAGE_TEXT_MAX_LENGTH} حروف کا ہو سکتا ہے۔`,
  [MESSAGE_ERRORS.noCustomer]: 'اس بکنگ کا کوئی گاہک اکاؤنٹ نہیں جسے پیغام بھیجا جا سکے۔',
  [MESSAGE_ERRORS.notTheCustomer]: 'وصول کنندہ اس بکنگ کا گاہک نہیں۔',
  [MESSAGE_ERRORS.notFound]: 'گفتگو نہیں ملی',
  [MESSAGE_ERRORS.notYourself]: 'آپ صرف اپنی طرف سے پیغام بھیج سکتے ہیں',
};
