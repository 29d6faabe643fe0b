import { CHECK_IN_CODE_LENGTH } from '../departure-day';

/** Bookings, booking operations, departures and check-in: the English message (as in the spec and the schemas) to its Urdu. */
export const bookingsUrdu: Readonly<Record<string, string>> = {
  // the server
  'Booking not found': 'بکنگ نہیں ملی',
  'Listing not found': 'لسٹنگ نہیں ملی',
  'No booking has this check-in code.': 'اس چیک اِن کوڈ کی کوئی بکنگ نہیں۔',
  'This booking is already marked a no-show.': 'یہ بکنگ پہلے ہی غیر حاضر لکھی جا چکی ہے۔',
  'A cancelled booking cannot be moved.': 'منسوخ بکنگ کی تاریخ نہیں بدلی جا سکتی۔',
  'A booking that has taken place cannot be moved.': 'جو بکنگ ہو چکی، اس کی تاریخ نہیں بدلی جا سکتی۔',
  "This booking's listing no longer exists, so it has no other departures to move to.":
    'اس بکنگ کی لسٹنگ اب موجود نہیں، اس لیے اسے کسی اور روانگی پر منتقل نہیں کیا جا سکتا۔',
  'The booking is already on that departure; choose another date or start time.':
    'بکنگ پہلے ہی اسی روانگی پر ہے؛ کوئی اور تاریخ یا شروع ہونے کا وقت چنیں۔',
  // the server's templated messages: {placeholders} filled in the reply's language (templateIn)
  'Only a pending booking can be {action}; this one is {status}.': 'صرف زیرِ غور بکنگ {action} جا سکتی ہے؛ یہ بکنگ {status} ہے۔',
  "This booking's date has passed; it can no longer be {action}.": 'اس بکنگ کی تاریخ گزر چکی ہے؛ اب یہ {action} نہیں جا سکتی۔',
  'Only a confirmed booking can be {action}; this one is {status}.': 'صرف کنفرم بکنگ {action} جا سکتی ہے؛ یہ بکنگ {status} ہے۔',
  'This booking departs on {date}; it can be checked in from that day.': 'اس بکنگ کی روانگی {date} کو ہے؛ اسی دن سے چیک اِن کی جا سکتی ہے۔',
  'This booking was already checked in at {at}.': 'یہ بکنگ پہلے ہی {at} کو چیک اِن ہو چکی ہے۔',
  'This customer was checked in at {at}.': 'یہ گاہک {at} کو چیک اِن ہو چکا ہے۔',
  'A no-show can be marked once the departure has started ({date} at {start}).':
    'غیر حاضری روانگی شروع ہونے کے بعد ہی لکھی جا سکتی ہے ({date}، {start})۔',
  'Listing not found: {id}': 'لسٹنگ نہیں ملی: {id}',
  // the schemas
  [`A check-in code is ${CHECK_IN_CODE_LENGTH} letters and digits, as on the booking.`]: `چیک اِن کوڈ ${CHECK_IN_CODE_LENGTH} حروف اور ہندسوں کا ہوتا ہے، جیسا بکنگ پر لکھا ہے۔`,
  'Enter the booking’s check-in code.': 'بکنگ کا چیک اِن کوڈ درج کریں۔',
  'Choose a guide.': 'گائیڈ چنیں۔',
  'Choose a guide of this business.': 'اسی کاروبار کا کوئی گائیڈ چنیں۔',
  'Please choose a new date.': 'براہِ کرم نئی تاریخ چنیں۔',
  'Please choose a reason.': 'براہِ کرم وجہ چنیں۔',
  'Please tell the customer why.': 'براہِ کرم گاہک کو وجہ بتائیں۔',
  'Keep the note under 500 characters.': 'نوٹ 500 حروف سے کم رکھیں۔',
  'Keep the reason under 500 characters.': 'وجہ 500 حروف سے کم رکھیں۔',
};
