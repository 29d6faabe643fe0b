import type { Translation } from '@portal/i18n';

import type { HostStrings } from './host.en';

/** The host's words in Urdu; the trade's terms as docs/glossary-ur.md fixes them. */
export const hostUr: Translation<HostStrings> = {
  brand: 'سپلائر پورٹل',
  nav: {
    main: 'مرکزی',
    navigation: 'نیویگیشن',
    openMenu: 'مینو کھولیں',
    closeMenu: 'مینو بند کریں',
    viewProfile: 'پروفائل دیکھیں',
    dashboard: 'ڈیش بورڈ',
    profile: 'پروفائل',
    booking: 'بکنگ',
    listing: 'لسٹنگ',
    messages: 'پیغامات',
    support: 'مدد',
    reviews: 'ریویوز',
    payouts: 'ادائیگیاں',
    team: 'ٹیم',
  },
  header: {
    notifications: 'اطلاعات',
    logOut: 'لاگ آؤٹ',
    photo: '{{name}} کی تصویر',
    search: 'تلاش',
    searchPlaceholder: 'تلاش کریں...',
    searchResults: 'تلاش کے نتائج',
    closeSearch: 'تلاش بند کریں',
    searching: 'تلاش ہو رہی ہے...',
    searchFailed: 'تلاش نہیں ہو سکی۔ دوبارہ کوشش کریں۔',
    noResults: '“{{typed}}” کے لیے کوئی نتیجہ نہیں ملا۔',
  },
  business: {
    label: 'کاروبار',
    unnamed: 'بے نام کاروبار',
  },
  errors: {
    unexpected: 'ایپلیکیشن میں غیر متوقع خرابی!',
    unexpectedLead: 'یہ صفحہ دکھاتے ہوئے کچھ غلط ہو گیا۔',
    backToDashboard: 'ڈیش بورڈ پر واپس جائیں',
    sectionUnavailable: 'یہ حصہ اس وقت دستیاب نہیں',
    sectionUnavailableLead: 'یہ لوڈ نہیں ہو سکا۔ باقی حصے کام کر رہے ہیں؛ تھوڑی دیر بعد دوبارہ کوشش کریں۔',
    somethingWentWrong: 'کچھ غلط ہو گیا',
  },
  legal: {
    contact: 'رابطہ',
    legalNotice: 'قانونی نوٹس',
    privacyPolicy: 'رازداری کی پالیسی',
    supplierTerms: 'سپلائر کی شرائط',
    backToSignIn: 'سائن اِن پر واپس جائیں',
  },
  login: {
    title: 'سائن اِن',
    lead: 'اپنی لسٹنگز، بکنگز اور ادائیگیوں کا انتظام کریں۔',
    email: 'ای میل',
    password: 'پاس ورڈ',
    forgot: 'پاس ورڈ بھول گئے؟',
    submit: 'سائن اِن کریں',
    submitting: 'سائن اِن ہو رہا ہے...',
    newSupplier: 'نئے سپلائر ہیں؟',
    createAccount: 'اپنا سپلائر اکاؤنٹ بنائیں',
    success: 'سائن اِن ہو گیا',
    failed: 'سائن اِن نہیں ہو سکا',
  },
};
