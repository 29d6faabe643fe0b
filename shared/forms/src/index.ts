// The portal's form and wizard machinery, written once for sign-up and every listing wizard.
// Remotes import react-hook-form's hooks from here too: a second copy of react-hook-form in a
// remote would have its own form context and not see this package's FormProvider.
export { useController, useFieldArray, useForm, useFormContext, useWatch, FormProvider } from 'react-hook-form';
export type { DefaultValues, FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
export { valibotResolver } from '@hookform/resolvers/valibot';

export { useWizard } from './wizard/use-wizard';
export type { Wizard, WizardOptions, WizardStep } from './wizard/use-wizard';
export { WizardForm } from './wizard/wizard-form';
export type { WizardFormProps } from './wizard/wizard-form';
export { clearDraft, readDraft, writeDraft } from './draft/draft-storage';
export type { Draft, DraftOptions } from './draft/draft-storage';

export { FieldsetShell, FormField, messageOf } from './fields/form-field';
export type { FormFieldProps } from './fields/form-field';
export { TextField } from './fields/text-field';
export type { TextFieldProps } from './fields/text-field';
export { SelectField, toOptions } from './fields/select-field';
export type { Option, SelectFieldProps } from './fields/select-field';
export { CheckboxGroupField, RadioField, YesNoField } from './fields/choice-fields';
export type { CheckboxGroupFieldProps, RadioFieldProps, RadioLayout, RadioOption } from './fields/choice-fields';
export { PhoneField, splitPhone } from './fields/phone-field';
export type { PhoneFieldProps } from './fields/phone-field';
export { FileUploadField, refusal } from './fields/file-upload-field';
export type { FileUploadFieldProps, UploadFn } from './fields/file-upload-field';
