import type { Translation } from '@portal/i18n';

import type { signupEn } from './signup.en';

/** Supplier sign-up and the invitation page in Urdu (terms as docs/glossary-ur.md). */
export const signupUr: Translation<typeof signupEn> = {
  title: 'سپلائر سائن اپ',
  haveAccount: 'پہلے سے اکاؤنٹ ہے؟ ',
  signIn: 'سائن اِن کریں',
  progress: 'سائن اپ کی پیش رفت',
  submit: 'جمع کرائیں',
  kindOfBusiness: 'آپ کس قسم کا کاروبار چلاتے ہیں؟',
  categories: {
    hotel: 'ہوٹل (ہوٹل، لاج، ہوم اسٹے یا گیسٹ ہاؤس)',
    tour_operator: 'ٹور آپریٹر',
    activity_operator: 'ایکٹیویٹی آپریٹر',
    rental: 'کرائے پر گاڑی/سامان دینے والے',
    tour_guide: 'ٹور گائیڈ',
  },
  steps: {
    type: 'اپنے کاروبار کی قسم منتخب کریں',
    contact: 'آسان رابطے کے لیے',
    aboutYou: 'آپ کے بارے میں',
    aboutBusiness: 'آپ کے کاروبار کے بارے میں',
    services: 'سہولیات',
    verification: 'تصدیق کے لیے',
  },
  contact: {
    country: 'ملک',
    phone: 'فون نمبر',
    email: 'ای میل',
    password: 'پاس ورڈ بنائیں',
    passwordHelp: 'کم از کم 6 حروف۔',
    verificationNote: 'سائن اپ مکمل ہوتے ہی ہم اس ایڈریس پر تصدیقی ای میل بھیجیں گے۔',
  },
  photosUploaded: 'تصاویر کامیابی سے اپ لوڈ ہو گئیں!',
  terms: {
    accept: 'مجھے ',
    supplierTerms: 'سپلائر کی شرائط',
    after: ' منظور ہیں',
  },
  outcome: {
    unexpected: 'ایک غیر متوقع خرابی پیش آئی۔',
    registered: 'سپلائر کامیابی سے رجسٹر ہو گیا!',
    userFailed: 'صارف کی رجسٹریشن نہیں ہو سکی۔',
    supplierFailed: 'سپلائر کی رجسٹریشن نہیں ہو سکی۔',
  },
  confirmation: {
    title: 'ہم آپ کی تفصیلات کا جائزہ لے رہے ہیں...',
    thanks: 'سائن اپ کرنے کا شکریہ۔ آگے یہ ہو گا:',
    verifyEmail: 'اپنا اکاؤنٹ تصدیق کرنے کے لیے اپنی ای میل دیکھیں۔',
    dashboard: 'اپنے ڈیش بورڈ پر جائیں اور اپنے کمرے اور لسٹنگز شامل کریں۔',
    bookings: 'اکاؤنٹ منظور ہونے کے بعد آپ بکنگز وصول کر سکیں گے۔',
    goToDashboard: 'ڈیش بورڈ پر جائیں',
    logIn: 'ڈیش بورڈ میں لاگ اِن کریں',
  },
  invitation: {
    loading: 'دعوت نامہ لوڈ ہو رہا ہے...',
    notValid: 'دعوت نامہ درست نہیں',
    notValidLead:
      'یہ دعوت نامے کا لنک استعمال ہو چکا ہے، واپس لے لیا گیا ہے یا اس کی مدت ختم ہو گئی ہے۔ کاروبار سے نیا دعوت نامہ بھیجنے کو کہیں۔',
    loadFailed: 'دعوت نامہ لوڈ نہیں ہو سکا۔',
    join: '{{business}} میں شامل ہوں',
    invitedAs: 'آپ کو {{role}} کے طور پر مدعو کیا گیا ہے، ای میل {{email}} کے ساتھ۔',
    form: 'دعوت نامہ قبول کریں',
    fullName: 'پورا نام',
    phone: 'فون نمبر',
    password: 'پاس ورڈ بنائیں',
    passwordHelp: 'کم از کم 6 حروف۔',
    accept: 'دعوت نامہ قبول کریں',
    acceptFailedWith: 'دعوت نامہ قبول نہیں ہو سکا: {{message}}',
    acceptFailed: 'دعوت نامہ قبول نہیں ہو سکا',
    hasLogin: '{{email}} کا لاگ اِن پہلے سے موجود ہے۔ ',
    signIn: 'اسی سے سائن اِن کریں',
    thenOpenAgain: '، پھر شامل ہونے کے لیے یہ لنک دوبارہ کھولیں۔',
    joinFailedWith: 'شامل نہیں ہو سکے: {{message}}',
    joinFailed: 'شامل نہیں ہو سکے',
  },
};
