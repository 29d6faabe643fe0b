/** Listings, their wizards, availability and calendar feeds: the English message (as in the spec and the schemas) to its Urdu. */
export const listingsUrdu: Readonly<Record<string, string>> = {
  // listings, availability, resources
  'This listing has upcoming bookings and cannot be deleted. Deactivate it instead: new bookings stop and current ones can still be fulfilled.':
    'اس لسٹنگ کی آنے والی بکنگز ہیں، اس لیے یہ حذف نہیں ہو سکتی۔ اس کے بجائے اسے غیر فعال کریں: نئی بکنگز رک جائیں گی اور موجودہ بکنگز پوری ہو سکیں گی۔',
  'Resource not found': 'وسیلہ نہیں ملا',
  'Exception not found': 'تاریخ کی تبدیلی نہیں ملی',
  'Choose today or a later date.': 'آج یا بعد کی تاریخ چنیں۔',
  'Rentals and rooms are booked by the whole day: leave the start time out.':
    'کرائے اور کمرے پورے دن کے لیے بُک ہوتے ہیں: شروع ہونے کا وقت خالی چھوڑیں۔',
  'Choose one of your resources.': 'اپنے وسائل میں سے ایک چنیں۔',
  'A minimum group size applies to trips only.': 'کم از کم گروپ کی شرط صرف سفر پر لاگو ہوتی ہے۔',
  'A resource needs a name and its units.': 'وسیلے کا نام اور یونٹ دونوں درکار ہیں۔',
  'Add at least one start time.': 'کم از کم ایک شروع ہونے کا وقت شامل کریں۔',
  'Add each start time once.': 'ہر شروع ہونے کا وقت ایک ہی بار شامل کریں۔',
  'Choose at least one day of the week.': 'ہفتے کا کم از کم ایک دن چنیں۔',
  'Choose at least one listing.': 'کم از کم ایک لسٹنگ چنیں۔',
  'Choose each day of the week once.': 'ہفتے کا ہر دن ایک ہی بار چنیں۔',
  'Choose the days of the week.': 'ہفتے کے دن چنیں۔',
  'Give from and to as dates.': 'شروع اور آخر کی تاریخیں دیں۔',
  'Leave the capacity out when closing.': 'بند کرتے وقت گنجائش خالی چھوڑیں۔',
  'Use each resource once.': 'ہر وسیلہ ایک ہی بار استعمال کریں۔',
  'The end date cannot be before the start date.': 'آخری تاریخ شروع کی تاریخ سے پہلے نہیں ہو سکتی۔',
  'The last date cannot be before the first.': 'آخری تاریخ پہلی تاریخ سے پہلے نہیں ہو سکتی۔',
  'Capacity is required.': 'گنجائش درکار ہے۔',
  'Name is required.': 'نام درکار ہے۔',
  'Units is required.': 'یونٹ درکار ہیں۔',
  'First date is required.': 'پہلی تاریخ درکار ہے۔',
  'Start date is required.': 'شروع کی تاریخ درکار ہے۔',
  'Units per booking is required.': 'فی بکنگ یونٹ درکار ہیں۔',
};
