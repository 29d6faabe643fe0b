import type { Translation } from '@portal/i18n';

import type { UiStrings } from './ui.en';

/** @portal/ui's words in Urdu; the trade's terms as docs/glossary-ur.md fixes them. */
export const uiUr: Translation<UiStrings> = {
  pagination: {
    label: 'صفحات',
    previous: 'پچھلا',
    next: 'اگلا',
    page: 'صفحہ {{page}}',
  },
  table: {
    showing: '{{total}} میں سے {{shown}} دکھائے جا رہے ہیں',
  },
  menus: {
    sort: 'ترتیب',
    filter: 'فلٹر',
  },
  loadError: {
    retry: 'دوبارہ کوشش کریں',
  },
  toaster: {
    alt: 'آلٹ',
    region: 'اطلاعات ({{hotkey}})',
    dismiss: 'اطلاع بند کریں',
  },
};
