import { keysOf } from '@portal/i18n/testing';

import { formsWizardEn } from './forms-wizard.en';
import { formsWizardUr } from './forms-wizard.ur';

describe("the forms' strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(formsWizardUr).sort()).toEqual(keysOf(formsWizardEn).sort());
  });
});
