/** The wizards' fields whose messages are built from their label ('Title is required.'), with the label in Urdu. */
const WIZARD_FIELDS: readonly [string, string][] = [
  ['Title', 'عنوان'],
  ['Overview', 'تعارف'],
  ['Starting city', 'شروع ہونے کا شہر'],
  ['Minimum people', 'کم از کم افراد'],
  ['Available spots', 'دستیاب جگہیں'],
  ['Duration', 'دورانیہ'],
  ['Minimum age', 'کم از کم عمر'],
  ['Maximum age', 'زیادہ سے زیادہ عمر'],
];

/** Listings, their wizards, availability and calendar feeds: the English message (as in the spec and the schemas) to its Urdu. */
export const listingsUrdu: Readonly<Record<string, string>> = {
  // the wizards
  ...Object.fromEntries(WIZARD_FIELDS.map(([english, urdu]) => [`${english} is required.`, `${urdu} لازمی ہے۔`])),
  'Upload at least one photo.': 'کم از کم ایک تصویر اپ لوڈ کریں۔',
  'Each photo must be an uploaded file.': 'ہر تصویر اپ لوڈ کی ہوئی فائل ہونی چاہیے۔',
  'Add at least one FAQ.': 'کم از کم ایک سوال شامل کریں۔',
  'Add at least one itinerary entry.': 'سفری پروگرام کا کم از کم ایک حصہ شامل کریں۔',
  'Add at least one place.': 'کم از کم ایک جگہ شامل کریں۔',
  'Choose a theme.': 'موضوع منتخب کریں۔',
  'Choose an age range.': 'عمر کی حد منتخب کریں۔',
  'Maximum age must be at least the minimum age.': 'زیادہ سے زیادہ عمر کم از کم عمر سے کم نہیں ہو سکتی۔',
  'Choose at least one language.': 'کم از کم ایک زبان منتخب کریں۔',
  'Choose each option once.': 'ہر انتخاب ایک ہی بار کریں۔',
  'Choose group or private.': 'گروپ یا پرائیویٹ منتخب کریں۔',
  'Choose local or international tourists.': 'مقامی یا غیر ملکی سیاح منتخب کریں۔',
  'Choose per person or per booking.': 'فی کس یا فی بکنگ منتخب کریں۔',
  'Choose when the tour is available.': 'منتخب کریں کہ ٹور کب دستیاب ہے۔',
  'Choose a difficulty level.': 'مشکل کا درجہ منتخب کریں۔',
  'Enter a duration.': 'دورانیہ درج کریں۔',
  'Enter a price for this add-on.': 'اس اضافی سہولت کی قیمت درج کریں۔',
  'Enter a price for this age group.': 'عمر کے اس گروپ کی قیمت درج کریں۔',
  'Enter a price for this group.': 'اس گروپ کی قیمت درج کریں۔',
  'Add-on name is required.': 'اضافی سہولت کا نام لازمی ہے۔',
  'Please enter a price.': 'براہِ کرم قیمت درج کریں۔',
  'Available spots must be at least the minimum number of people.': 'دستیاب جگہیں کم از کم افراد کی تعداد سے کم نہیں ہو سکتیں۔',
};
