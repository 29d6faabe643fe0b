import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

import { messageText, useLanguage } from '@portal/i18n';
import { Field, Fieldset, Span } from '@portal/ui';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';

/**
 * The message of a field's error: a message itself, or react-hook-form's error. Arrays and nested
 * objects (uploads, open_days_hours) carry their errors on items or children, so the first
 * message found is shown.
 */
export function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string' && message) return message;
  for (const child of Object.values(error)) {
    if (child && typeof child === 'object' && child !== (error as { ref?: unknown }).ref) {
      const found = messageOf(child);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The field's error in the member's language: the schemas and the server say their messages in
 * English, the catalogue of @portal/contracts has their Urdu (a message it lacks shows as said).
 * Re-rendered when the language changes, so a shown error follows the switch.
 */
export function useErrorMessage(error: unknown): string | undefined {
  const language = useLanguage();
  const message = messageOf(error);
  return message && messageText(message, language);
}

export interface FormFieldProps {
  label: ReactNode;
  helperText?: ReactNode;
  /** Shows '(optional)' after the label; every other field is required. */
  optional?: boolean;
  error?: unknown;
  children: ReactNode;
}

function OptionalMark() {
  const t = useFormsWizardStrings();
  return <Span color="gray.500" fontWeight="normal">{` ${t('optional')}`}</Span>;
}

/**
 * Label, control, helper text and error message of one input: the frame of every field here, and
 * of a control a screen registers itself (`<FormField label="IBAN" error={errors.iban}><Input {...register('iban')} /></FormField>`).
 */
export function FormField({ label, helperText, optional, error, children }: FormFieldProps) {
  const message = useErrorMessage(error);
  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>
        {label}
        {optional && <OptionalMark />}
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {/* red.700: the default red is below 4.5:1 on the page, and axe says so once an error shows */}
      {message && <Field.ErrorText color="red.700">{message}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The same for a group of checkboxes or radios: a fieldset with its legend. */
export function FieldsetShell({ label, helperText, optional, error, children }: FormFieldProps) {
  const message = useErrorMessage(error);
  return (
    <Fieldset.Root invalid={Boolean(message)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {label}
        {optional && <OptionalMark />}
      </Fieldset.Legend>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <Fieldset.Content mt="1">{children}</Fieldset.Content>
      {message && <Fieldset.ErrorText color="red.700">{message}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
