import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { formsWizardEn } from './forms-wizard.en';

// Registered when a form first loads: English at once, Urdu fetched only when Urdu is on.
registerStrings('formsWizard', {
  en: formsWizardEn,
  ur: () => import(/* webpackChunkName: "strings-forms-wizard-ur" */ './forms-wizard.ur').then((m) => m.formsWizardUr),
});

/** The forms' `t` in a component (re-rendered when the language changes). */
export const useFormsWizardStrings = () => useStrings('formsWizard').t;

/** The forms' `t` outside React. */
export const formsWizardText = () => stringsOf('formsWizard');
