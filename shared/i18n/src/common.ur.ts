import type { CommonStrings } from './common.en';
import type { Translation } from './strings';

/** The `common` namespace in Urdu (docs/glossary-ur.md). */
export const commonUr: Translation<CommonStrings> = {
  language: {
    label: 'زبان',
    choose: 'پورٹل کی زبان منتخب کریں',
  },
  retry: 'دوبارہ کوشش کریں',
  loading: 'لوڈ ہو رہا ہے...',
};
