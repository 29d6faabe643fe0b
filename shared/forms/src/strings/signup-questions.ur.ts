import type { Translation } from '@portal/i18n';

import type { SignupQuestionsStrings } from './signup-questions.en';

/** The sign-up questions in Urdu (docs/glossary-ur.md). */
export const signupQuestionsUr: Translation<SignupQuestionsStrings> = {
  names: {
    property: 'پراپرٹی کا نام',
    business: 'کاروبار کا نام',
    fullName: 'پورا نام',
    contactPerson: 'رابطے کے لیے فرد کا نام',
  },
  labels: {
    city: 'شہر/علاقہ',
    address: 'پتا',
    officeAddress: 'دفتر کا پتا',
    location: 'مقام',
    propertyType: 'پراپرٹی کی قسم',
    tourTypes: 'آپ کون سے ٹور کرواتے ہیں؟',
    operateTreks: 'کیا آپ ٹریک کرواتے ہیں؟',
    serveInternational: 'کیا آپ غیر ملکی سیاحوں کو خدمات دیتے ہیں؟',
    activities: 'آپ کون سی سرگرمیاں کرواتے ہیں؟',
    openDays: 'کھلے رہنے کے دن',
    openingTime: 'کھلنے کا وقت',
    closingTime: 'بند ہونے کا وقت',
    rentalType: 'آپ کیا کرائے پر دیتے ہیں؟',
    vehicles: 'آپ کے پاس کتنی گاڑیاں یا بائیکس ہیں؟',
    selfDrive: 'کیا آپ خود چلانے کے لیے گاڑی دیتے ہیں؟',
    securityDeposit: 'کیا آپ زرِ ضمانت لیتے ہیں؟',
    specialiseIn: 'آپ کس چیز کے ماہر ہیں؟',
    guidingSince: 'آپ کتنے عرصے سے گائیڈ ہیں؟',
    guideInternational: 'کیا آپ غیر ملکی سیاحوں کی رہنمائی کرتے ہیں؟',
    amenities: 'سہولیات',
    rooms: 'آپ کی پراپرٹی میں کتنے کمرے ہیں؟',
    checkIn: 'چیک اِن کا وقت',
    checkOut: 'چیک آؤٹ کا وقت',
    propertyPhotos: 'آپ کی پراپرٹی کی تصاویر',
    yourPhotos: 'آپ کی تصاویر',
  },
  hints: {
    addressVerified: 'آپ کے پتے کی تصدیق کی جائے گی اور نقشہ ہماری ٹیم خود لگائے گی۔',
    addressPrivate: 'آپ کا پتا آپ کی پروفائل پر نظر نہیں آئے گا۔',
    filesEach: 'زیادہ سے زیادہ {{count}} فائلیں، ہر ایک 5 ایم بی تک۔',
    sizeEach: 'ہر فائل 5 ایم بی تک۔',
    ownership: 'کاروبار کی رجسٹریشن یا ملکیت کا ثبوت۔',
    vehicleDocuments: 'کاروبار کی رجسٹریشن یا گاڑیوں کے کاغذات۔',
    identity: 'شناختی کارڈ (آگے اور پیچھے) یا پاسپورٹ۔',
    document: '{{what}} {{limits}}',
  },
  documentsLater:
    'دستاویزات ابھی پاس نہیں؟ آپ ابھی سائن اپ مکمل کر کے انہیں بعد میں میری پروفائل سے اپ لوڈ کر سکتے ہیں۔ ہماری جانچ کے بعد آپ کی لسٹنگز لائیو ہو جائیں گی۔',
};
