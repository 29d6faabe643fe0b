import { EMAIL_TAKEN_MESSAGE, PASSWORD_COMMON_MESSAGE } from '../auth';
import { BUSINESS_TYPE_MESSAGE, DOCUMENT_FIELD_MAX_FILES, DOCUMENT_LABELS, SIGNUP_DOCUMENT_LIMIT, SIGNUP_PHOTO_LIMIT } from '../signup';
import type {
  ACTIVITIES,
  AMENITIES,
  GUIDE_EXPERIENCE,
  GUIDE_SPECIALITIES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  TOUR_TYPES,
  WORKING_DAYS,
} from '../signup-lists';
import { TERMS_MESSAGE } from '../suppliers';

type Urdu<T extends readonly string[]> = Readonly<Record<T[number], string>>;

/** The sign-up's choices are stored as their English (the spec's lists); each is shown in Urdu by its value. */
const PROPERTY_TYPES_UR: Urdu<typeof PROPERTY_TYPES> = {
  Hotel: 'ہوٹل',
  Campsite: 'کیمپ سائٹ',
  Homestay: 'ہوم اسٹے',
  Resort: 'ریزورٹ',
  Lodge: 'لاج',
  Hostel: 'ہاسٹل',
  Apartment: 'اپارٹمنٹ',
  Guesthouse: 'گیسٹ ہاؤس',
};

const TOUR_TYPES_UR: Urdu<typeof TOUR_TYPES> = {
  Day: 'ایک دن کے',
  'Multi-day': 'کئی دن کے',
  Group: 'گروپ',
  'City tours': 'شہر کے ٹور',
};

const GUIDE_EXPERIENCE_UR: Urdu<typeof GUIDE_EXPERIENCE> = {
  '1-2 years': '1 سے 2 سال',
  '3-5 years': '3 سے 5 سال',
  '6-10 years': '6 سے 10 سال',
  '10+ years': '10 سال سے زیادہ',
};

const ACTIVITIES_UR: Urdu<typeof ACTIVITIES> = {
  Paragliding: 'پیرا گلائیڈنگ',
  'Zip lining': 'زپ لائن',
  'Boat ride': 'کشتی کی سیر',
  'Jet skiing': 'جیٹ اسکی',
  Kayaking: 'کایاکنگ',
  Horseriding: 'گھڑ سواری',
  'ATV & Dirt biking': 'اے ٹی وی اور ڈرٹ بائیکنگ',
  'Jeep ride': 'جیپ کی سیر',
  Rafting: 'رافٹنگ',
  Fishing: 'مچھلی کا شکار',
  'Scuba diving': 'اسکوبا ڈائیونگ',
  Other: 'دیگر',
};

const GUIDE_SPECIALITIES_UR: Urdu<typeof GUIDE_SPECIALITIES> = {
  Adventure: 'ایڈونچر',
  Culture: 'ثقافت',
  Spiritual: 'روحانی مقامات',
  Wildlife: 'جنگلی حیات',
  History: 'تاریخ',
  'City sightseeing': 'شہر کی سیر',
  Food: 'کھانے',
  'Women-only': 'صرف خواتین کے لیے',
};

const WORKING_DAYS_UR: Urdu<typeof WORKING_DAYS> = {
  Monday: 'پیر',
  Tuesday: 'منگل',
  Wednesday: 'بدھ',
  Thursday: 'جمعرات',
  Saturday: 'ہفتہ',
  Sunday: 'اتوار',
};

const RENTAL_TYPES_UR: Urdu<typeof RENTAL_TYPES> = {
  Cars: 'گاڑیاں',
  Bikes: 'بائیکس',
  'Cars and bikes': 'گاڑیاں اور بائیکس',
};

const AMENITIES_UR: Urdu<typeof AMENITIES> = {
  'Free Wi-Fi': 'مفت وائی فائی',
  Parking: 'پارکنگ',
  'Free parking': 'مفت پارکنگ',
  Restaurant: 'ریسٹورنٹ',
  'Room service': 'روم سروس',
  '24-hour front desk': '24 گھنٹے استقبالیہ',
  'Air conditioning': 'ایئر کنڈیشنگ',
  Heating: 'ہیٹنگ',
  'Hot water': 'گرم پانی',
  'Power backup / generator': 'بجلی کا بیک اپ / جنریٹر',
  'Solar power': 'سولر بجلی',
  Elevator: 'لفٹ',
  'Wheelchair accessible': 'وہیل چیئر کے لیے قابلِ رسائی',
  'Family rooms': 'فیملی کمرے',
  'Non-smoking rooms': 'تمباکو نوشی سے پاک کمرے',
  'Smoking area': 'تمباکو نوشی کی جگہ',
  'Laundry service': 'لانڈری سروس',
  'Dry cleaning': 'ڈرائی کلیننگ',
  'Ironing service': 'استری کی سہولت',
  'Daily housekeeping': 'روزانہ صفائی',
  'Luggage storage': 'سامان رکھنے کی جگہ',
  'Safe deposit box': 'لاکر',
  'Currency exchange': 'کرنسی کا تبادلہ',
  'Tour desk': 'ٹور ڈیسک',
  'Travel desk': 'ٹریول ڈیسک',
  'Airport shuttle': 'ایئرپورٹ شٹل',
  'Car rental': 'کار کرائے پر',
  'Bike rental': 'بائیک کرائے پر',
  'Taxi service': 'ٹیکسی سروس',
  Concierge: 'کنسیئرج',
  'Breakfast included': 'ناشتہ شامل',
  'Buffet breakfast': 'بوفے ناشتہ',
  'Halal food': 'حلال کھانا',
  'Vegetarian options': 'سبزی خور کھانے',
  Bar: 'بار',
  'Coffee shop': 'کافی شاپ',
  'Tea / coffee maker': 'چائے / کافی میکر',
  Minibar: 'منی بار',
  Refrigerator: 'فریج',
  Microwave: 'مائیکرو ویو',
  Kitchen: 'باورچی خانہ',
  Kitchenette: 'چھوٹا باورچی خانہ',
  'Dining area': 'کھانے کی جگہ',
  'BBQ facilities': 'باربی کیو کی سہولت',
  Garden: 'باغ',
  Terrace: 'ٹیرس',
  Balcony: 'بالکونی',
  'Mountain view': 'پہاڑوں کا نظارہ',
  'Lake view': 'جھیل کا نظارہ',
  'River view': 'دریا کا نظارہ',
  'City view': 'شہر کا نظارہ',
  'Swimming pool': 'سوئمنگ پول',
  'Indoor pool': 'اندرونی سوئمنگ پول',
  'Fitness centre': 'فٹنس سینٹر',
  Spa: 'سپا',
  Sauna: 'سونا باتھ',
  Massage: 'مساج',
  'Hot tub / jacuzzi': 'ہاٹ ٹب / جکوزی',
  "Children's play area": 'بچوں کے کھیلنے کی جگہ',
  'Games room': 'گیمز روم',
  Library: 'لائبریری',
  'Bonfire / fire pit': 'الاؤ',
  'Hiking trails nearby': 'قریب ہائیکنگ کے راستے',
  'Meeting rooms': 'میٹنگ روم',
  'Business centre': 'بزنس سینٹر',
  'Banquet hall': 'بینکوئٹ ہال',
  'Prayer room': 'نماز کی جگہ',
  'Flat-screen TV': 'فلیٹ اسکرین ٹی وی',
  'Satellite channels': 'سیٹلائٹ چینلز',
  'Private bathroom': 'الگ باتھ روم',
  Bathtub: 'باتھ ٹب',
  Toiletries: 'ٹوائلٹریز',
  CCTV: 'سی سی ٹی وی',
  'Security guard': 'سیکیورٹی گارڈ',
  'First aid kit': 'ابتدائی طبی امداد کا سامان',
  'Pet friendly': 'پالتو جانور ساتھ لا سکتے ہیں',
};

/** What each document is called (DOCUMENT_LABELS), on the sign-up's last step and the profile. */
const DOCUMENTS_UR: Readonly<Record<string, string>> = {
  [DOCUMENT_LABELS.hotel.verification_doc]: 'تصدیقی دستاویزات',
  [DOCUMENT_LABELS.tour_operator.business_registration]: 'کاروبار کی رجسٹریشن',
  [DOCUMENT_LABELS.tour_operator.dts_license]: 'ڈی ٹی ایس لائسنس',
  [DOCUMENT_LABELS.activity_operator.eligibility_doc]: 'اہلیت کی دستاویز',
  [DOCUMENT_LABELS.activity_operator.verification_doc]: 'تصدیقی دستاویز',
  [DOCUMENT_LABELS.tour_guide.identity_doc]: 'شناختی دستاویز',
};

/** Supplier sign-up: the English message (as in the spec and the schemas) to its Urdu. */
export const signupUrdu: Readonly<Record<string, string>> = {
  ...PROPERTY_TYPES_UR,
  ...TOUR_TYPES_UR,
  ...GUIDE_EXPERIENCE_UR,
  ...ACTIVITIES_UR,
  ...GUIDE_SPECIALITIES_UR,
  ...WORKING_DAYS_UR,
  Anytime: 'کسی بھی وقت',
  ...RENTAL_TYPES_UR,
  ...AMENITIES_UR,
  ...DOCUMENTS_UR,
  // the schemas' and the server's messages
  [BUSINESS_TYPE_MESSAGE]: 'آگے بڑھنے کے لیے براہِ کرم کاروبار کی قسم منتخب کریں۔',
  [TERMS_MESSAGE]: 'آگے بڑھنے کے لیے براہِ کرم سپلائر کی شرائط منظور کریں۔',
  [EMAIL_TAKEN_MESSAGE]: 'اس ای میل کا اکاؤنٹ پہلے سے موجود ہے۔',
  [PASSWORD_COMMON_MESSAGE]: 'یہ پاس ورڈ بہت عام ہے۔ ایسا پاس ورڈ چنیں جس کا اندازہ لگانا مشکل ہو۔',
  'Each choice once.': 'ہر انتخاب ایک ہی بار کریں۔',
  'Not an uploaded file.': 'یہ اپ لوڈ کی ہوئی فائل نہیں۔',
  [`You can upload up to ${SIGNUP_PHOTO_LIMIT} photos.`]: `آپ زیادہ سے زیادہ ${SIGNUP_PHOTO_LIMIT} تصاویر اپ لوڈ کر سکتے ہیں۔`,
  [`You can upload up to ${SIGNUP_DOCUMENT_LIMIT} documents.`]: `آپ زیادہ سے زیادہ ${SIGNUP_DOCUMENT_LIMIT} دستاویزات اپ لوڈ کر سکتے ہیں۔`,
  [`You can upload up to ${DOCUMENT_FIELD_MAX_FILES} documents.`]: `آپ زیادہ سے زیادہ ${DOCUMENT_FIELD_MAX_FILES} دستاویزات اپ لوڈ کر سکتے ہیں۔`,
  'This file was not uploaded to the portal. Please upload it again.':
    'یہ فائل پورٹل پر اپ لوڈ نہیں ہوئی۔ براہِ کرم اسے دوبارہ اپ لوڈ کریں۔',
  'User registered successfully': 'صارف کامیابی سے رجسٹر ہو گیا',
  'User already registered; continuing sign-up': 'صارف پہلے سے رجسٹر ہے؛ سائن اپ جاری ہے',
  'Supplier registered successfully!': 'سپلائر کامیابی سے رجسٹر ہو گیا!',
  // the server's templated messages: {placeholders} filled in the reply's language (templateIn)
  'Your business type asks for these documents: {documents}.': 'آپ کے کاروبار کی قسم کے لیے یہ دستاویزات درکار ہیں: {documents}۔',
  'You can upload up to {limit} files here; 1 is there already.':
    'یہاں آپ زیادہ سے زیادہ {limit} فائلیں اپ لوڈ کر سکتے ہیں؛ ایک پہلے سے موجود ہے۔',
  'You can upload up to {limit} files here; {count} are there already.':
    'یہاں آپ زیادہ سے زیادہ {limit} فائلیں اپ لوڈ کر سکتے ہیں؛ {count} پہلے سے موجود ہیں۔',
};
