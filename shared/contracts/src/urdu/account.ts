import { REPLY_LENGTH_MESSAGE, REPLY_REQUIRED_MESSAGE, REVIEW_REPLY_MAX_LENGTH } from '../reviews';

/** Profile, team, sessions, two-step set-up, payouts, statements, reviews and dashboard: the English message (as in the spec and the schemas) to its Urdu. */
export const accountUrdu: Readonly<Record<string, string>> = {
  // payouts, reviews, dashboard
  [REPLY_REQUIRED_MESSAGE]: 'براہِ کرم جواب لکھیں۔',
  [REPLY_LENGTH_MESSAGE]: `جواب زیادہ سے زیادہ ${REVIEW_REPLY_MAX_LENGTH} حروف کا ہو سکتا ہے۔`,
  'This review already has a reply.': 'اس ریویو کا جواب پہلے ہی دیا جا چکا ہے۔',
  'Unknown filter.': 'نامعلوم فلٹر۔',
  'Unknown listing type.': 'لسٹنگ کی نامعلوم قسم۔',
  'Unknown sort order.': 'نامعلوم ترتیب۔',
  'Choose a month that has ended.': 'ایسا مہینہ منتخب کریں جو ختم ہو چکا ہو۔',
  'Unknown member.': 'نامعلوم رکن۔',
  'Unknown kind of activity.': 'سرگرمی کی نامعلوم قسم۔',
  'To must be on or after From.': '"تک" کی تاریخ "سے" کی تاریخ کے دن یا اس کے بعد کی ہونی چاہیے۔',
};
