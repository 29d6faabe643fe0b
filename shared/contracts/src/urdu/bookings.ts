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
