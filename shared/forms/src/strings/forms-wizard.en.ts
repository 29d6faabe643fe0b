/**
 * The words of @portal/forms' wizard frame and fields (namespace `formsWizard`): Back and Next,
 * the step list, the completeness meter, lists and uploads. The error display under a field is not
 * here (it goes through the message catalogue). English is the spec's words exactly.
 */
export const formsWizardEn = {
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  hasErrors: ' (has errors)',
  checkStep: 'Please check this step.',
  meter: {
    progress: '{{title}}: {{done}} of {{total}}',
    done: '{{done}} of {{total}} done',
    fix: 'Fix: {{label}}',
  },
  leave: {
    title: 'Leave without saving?',
    body: 'Your changes have not been submitted. If you leave now, they will be lost.',
    stay: 'Stay on this page',
    leave: 'Leave',
  },
  optional: '(optional)',
  currency: 'PKR',
  yes: 'Yes',
  no: 'No',
  select: 'Select...',
  dialCode: 'Country dial code',
  list: {
    entry: '{{item}} {{number}}',
    remove: 'Remove {{item}} {{number}}',
  },
  upload: {
    megabytes: '{{amount}} MB',
    files_one: '{{count}} file',
    files_other: '{{count}} files',
    limits: 'Up to {{files}}, {{size}} each.',
    choosePhotos: 'Choose photos',
    chooseFiles: 'Choose files',
    remove: 'Remove {{name}}',
    cancel: 'Cancel upload of {{name}}',
    uploading: 'Uploading {{name}}',
    failed: 'Upload failed.',
    tooMany: 'You can upload up to {{files}} here.',
    tooLarge: '{{name}} is larger than {{size}}.',
    wrongType: '{{name}} is not an accepted file type.',
  },
  gallery: {
    limits: 'Up to {{count}} photos, {{size}} each. The first photo is the cover.',
    photo: 'Photo {{number}}',
    nowCover: 'Photo {{number}} is now the cover photo.',
    moved: 'Photo {{from}} moved to position {{to}}.',
    removed: 'Photo {{number}} removed.',
    drag: 'Drag to reorder',
    earlier: 'Move photo {{number}} earlier',
    later: 'Move photo {{number}} later',
    makeCover: 'Make cover: photo {{number}}',
    remove: 'Remove photo {{number}}',
    cover: 'Cover photo',
    makeCoverShort: 'Make cover',
    removeShort: 'Remove',
  },
} as const;

export type FormsWizardStrings = typeof formsWizardEn;

declare module '@portal/i18n' {
  interface PortalNamespaces {
    formsWizard: FormsWizardStrings;
  }
}
