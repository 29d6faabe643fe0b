// The portal's form and wizard machinery, written once for sign-up and every listing wizard.
// Remotes import react-hook-form's hooks from here too: a second copy of react-hook-form in a
// remote would have its own form context and not see this package's FormProvider.
export type { AnswerQuestion } from './answer-field';
export { AnswerField } from './answer-field';
export type { Draft, DraftOptions } from './draft/draft-storage';
export { clearDraft, readDraft, writeDraft } from './draft/draft-storage';
export type { CheckboxGroupFieldProps, RadioFieldProps, RadioLayout, RadioOption } from './fields/choice-fields';
export { CheckboxGroupField, RadioField, YesNoField } from './fields/choice-fields';
export { countriesIn, type NamedCountry } from './fields/country-names';
export type { DateFieldProps } from './fields/date-field';
export { DateField } from './fields/date-field';
export type { EntryInput, EntryListFieldProps } from './fields/entry-list-field';
export { EntryListField } from './fields/entry-list-field';
export type { FileUploadFieldProps, UploadFn } from './fields/file-upload-field';
export { FileUploadField, refusal } from './fields/file-upload-field';
export type { FormFieldProps } from './fields/form-field';
export { FieldsetShell, FormField, messageOf } from './fields/form-field';
export type { PhoneFieldProps } from './fields/phone-field';
export { PhoneField, splitPhone } from './fields/phone-field';
export type { PhotoGalleryFieldProps } from './fields/photo-gallery-field';
export { moveItem, PhotoGalleryField } from './fields/photo-gallery-field';
export type { PriceFieldProps } from './fields/price-field';
export { PriceField, priceText } from './fields/price-field';
export type { Option, SelectFieldProps } from './fields/select-field';
export { SelectField, toOptions } from './fields/select-field';
export type { TextFieldProps } from './fields/text-field';
export { TextField } from './fields/text-field';
export type { TextListFieldProps } from './fields/text-list-field';
export { TextListField } from './fields/text-list-field';
export { typedFields } from './fields/typed-fields';
export type { FieldName } from './fields/use-field';
export type { Question } from './signup-questions';
export {
  businessQuestions,
  contactNameLabel,
  documentsLaterNote,
  hotelServiceQuestions,
  nameLabel,
  uploadLimits,
  verificationQuestions,
} from './signup-questions';
export { useSignupQuestionsStrings } from './strings/signup-questions-strings';
export type { CompletenessCheck, CompletenessMeterProps } from './wizard/completeness-meter';
export { CompletenessMeter } from './wizard/completeness-meter';
export { LeaveGuard } from './wizard/leave-guard';
export { fieldsOf, stepOfField } from './wizard/step-fields';
export type { FieldMessage, Wizard, WizardHelpers, WizardOptions, WizardStep } from './wizard/use-wizard';
export { useWizard } from './wizard/use-wizard';
export type { WizardFormProps } from './wizard/wizard-form';
export { WizardForm } from './wizard/wizard-form';
export { valibotResolver } from '@hookform/resolvers/valibot';
export type { DefaultValues, FieldArrayPath, FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
export { FormProvider, useController, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
