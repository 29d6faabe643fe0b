import type { Translation } from '@portal/i18n';

import type { FormsWizardStrings } from './forms-wizard.en';

/** The wizard frame's and fields' words in Urdu (docs/glossary-ur.md). */
export const formsWizardUr: Translation<FormsWizardStrings> = {
  back: 'واپس',
  next: 'آگے',
  submit: 'جمع کرائیں',
  hasErrors: ' (اس میں غلطیاں ہیں)',
  checkStep: 'براہِ کرم یہ مرحلہ دوبارہ دیکھیں۔',
  meter: {
    progress: '{{title}}: {{total}} میں سے {{done}}',
    done: '{{total}} میں سے {{done}} مکمل',
    fix: 'درست کریں: {{label}}',
  },
  leave: {
    title: 'محفوظ کیے بغیر چھوڑ دیں؟',
    body: 'آپ کی تبدیلیاں ابھی جمع نہیں ہوئیں۔ اگر آپ ابھی چلے گئے تو یہ ضائع ہو جائیں گی۔',
    stay: 'اسی صفحے پر رہیں',
    leave: 'چھوڑ دیں',
  },
  optional: '(اختیاری)',
  currency: 'روپے',
  yes: 'ہاں',
  no: 'نہیں',
  select: 'منتخب کریں...',
  dialCode: 'ملک کا ڈائلنگ کوڈ',
  list: {
    entry: '{{item}} {{number}}',
    remove: '{{item}} {{number}} ہٹائیں',
  },
  upload: {
    megabytes: '{{amount}} ایم بی',
    files_one: '{{count}} فائل',
    files_other: '{{count}} فائلیں',
    limits: 'زیادہ سے زیادہ {{files}}، ہر ایک {{size}} تک۔',
    choosePhotos: 'تصاویر منتخب کریں',
    chooseFiles: 'فائلیں منتخب کریں',
    remove: '{{name}} ہٹائیں',
    cancel: '{{name}} کی اپ لوڈ منسوخ کریں',
    uploading: '{{name}} اپ لوڈ ہو رہی ہے',
    failed: 'اپ لوڈ ناکام رہی۔',
    tooMany: 'یہاں آپ زیادہ سے زیادہ {{files}} اپ لوڈ کر سکتے ہیں۔',
    tooLarge: '{{name}} کا سائز {{size}} سے زیادہ ہے۔',
    wrongType: '{{name}} کی قسم کی فائل قبول نہیں کی جاتی۔',
  },
  gallery: {
    limits: 'زیادہ سے زیادہ {{count}} تصاویر، ہر ایک {{size}} تک۔ پہلی تصویر کور ہو گی۔',
    photo: 'تصویر {{number}}',
    nowCover: 'تصویر {{number}} اب کور تصویر ہے۔',
    moved: 'تصویر {{from}} اب نمبر {{to}} پر ہے۔',
    removed: 'تصویر {{number}} ہٹا دی گئی۔',
    drag: 'ترتیب بدلنے کے لیے گھسیٹیں',
    earlier: 'تصویر {{number}} پہلے لائیں',
    later: 'تصویر {{number}} بعد میں لے جائیں',
    makeCover: 'کور بنائیں: تصویر {{number}}',
    remove: 'تصویر {{number}} ہٹائیں',
    cover: 'کور تصویر',
    makeCoverShort: 'کور بنائیں',
    removeShort: 'ہٹائیں',
  },
};
