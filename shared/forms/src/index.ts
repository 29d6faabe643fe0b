// The portal's form and wizard machinery, written once for sign-up and every listing wizard.
// Remotes import react-hook-form's hooks from here too: a second copy of react-hook-form in a
// remote would have its own form context and not see this package's FormProvider.
export { useController, useFieldArray, useForm, useFormContext, useWatch, FormProvider } from 'react-hook-form';
export type { DefaultValues, FieldArrayPath, FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
export { valibotResolver } from '@hookform/resolvers/valibot';

export { useWizard } from './wizard/use-wizard';
export type { FieldMessage, Wizard, WizardHelpers, WizardOptions, WizardStep } from './wizard/use-wizard';
export { fieldsOf, stepOfField } from './wizard/step-fields';
export { WizardForm } from './wizard/wizard-form';
export type { WizardFormProps } from './wizard/wizard-form';
export { LeaveGuard, LEAVE_MESSAGES } from './wizard/leave-guard';
export { CompletenessMeter } from './wizard/completeness-meter';
export type { CompletenessCheck, CompletenessMeterProps } from './wizard/completeness-meter';
export { clearDraft, readDraft, writeDraft } from './draft/draft-storage';
export type { Draft, DraftOptions } from './draft/draft-storage';

export type { FieldName } from './fields/use-field';
export { typedFields } from './fields/typed-fields';
export { FieldsetShell, FormField, messageOf } from './fields/form-field';
export type { FormFieldProps } from './fields/form-field';
export { TextField } from './fields/text-field';
export type { TextFieldProps } from './fields/text-field';
export { DateField } from './fields/date-field';
export type { DateFieldProps } from './fields/date-field';
export { SelectField, toOptions } from './fields/select-field';
export type { Option, SelectFieldProps } from './fields/select-field';
export { CheckboxGroupField, RadioField, YesNoField } from './fields/choice-fields';
export type { CheckboxGroupFieldProps, RadioFieldProps, RadioLayout, RadioOption } from './fields/choice-fields';
export { PhoneField, splitPhone } from './fields/phone-field';
export type { PhoneFieldProps } from './fields/phone-field';
export { FileUploadField, refusal } from './fields/file-upload-field';
export type { FileUploadFieldProps, UploadFn } from './fields/file-upload-field';
export { PhotoGalleryField, moveItem } from './fields/photo-gallery-field';
export type { PhotoGalleryFieldProps } from './fields/photo-gallery-field';
export { PriceField, priceText } from './fields/price-field';
export type { PriceFieldProps } from './fields/price-field';
export { TextListField } from './fields/text-list-field';
export type { TextListFieldProps } from './fields/text-list-field';
export { EntryListField } from './fields/entry-list-field';
export type { EntryInput, EntryListFieldProps } from './fields/entry-list-field';
export { BUSINESS_QUESTIONS, CONTACT_NAME_LABEL, DOCUMENTS_LATER_NOTE, NAME_LABEL, HOTEL_SERVICE_QUESTIONS, VERIFICATION_QUESTIONS, uploadLimits } from './signup-questions';
export type { Question } from './signup-questions';
export { AnswerField } from './answer-field';
export type { AnswerQuestion } from './answer-field';
