import type { ReactNode } from 'react';
import { Field } from '@portal/ui';

/** A label, its control and the control's error message. */
export function FormField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
