import { TICKET_ERRORS, TICKET_OPENED_MESSAGE, TICKET_SUBJECT_MAX_LENGTH, TICKET_TEXT_MAX_LENGTH } from '../support';

/** Support tickets: the English message (as in the spec and the schemas) to its Urdu (terms as docs/glossary-ur.md). */
export const supportUrdu: Readonly<Record<string, string>> = {
  [TICKET_ERRORS.relatedTo]: 'بتائیں کہ ٹکٹ کس بارے میں ہے۔',
  [TICKET_ERRORS.subject]: 'عنوان ضروری ہے۔',
  [TICKET_ERRORS.subjectTooLong]: `عنوان زیادہ سے زیادہ ${TICKET_SUBJECT_MAX_LENGTH} حروف کا ہو سکتا ہے۔`,
  [TICKET_ERRORS.description]: 'تفصیل ضروری ہے۔',
  [TICKET_ERRORS.response]: 'پہلے جواب لکھیں۔',
  [TICKET_ERRORS.tooLong]: `زیادہ سے زیادہ ${TICKET_TEXT_MAX_LENGTH} حروف۔`,
  [TICKET_ERRORS.closed]: 'اس درخواست پر مزید تبصرے نہیں ہو سکتے، یہ بند ہو چکی ہے۔ آپ فالو اپ بنا سکتے ہیں۔',
  [TICKET_ERRORS.oneChange]: 'یا تو status بھیجیں یا admin_responses۔',
  [TICKET_ERRORS.notUploaded]: 'یہ فائل پورٹل پر اپ لوڈ نہیں ہوئی۔ براہِ کرم دوبارہ اپ لوڈ کریں۔',
  [TICKET_ERRORS.notFound]: 'ٹکٹ نہیں ملا',
  [TICKET_OPENED_MESSAGE]: 'آپ کا ٹکٹ کھل گیا ہے۔ ہم عموماً ایک کاروباری دن میں جواب دیتے ہیں۔',
};
