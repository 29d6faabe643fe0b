import { paths } from '@portal/contracts';
import { useController } from '@portal/forms';
import { messageText, useLanguage } from '@portal/i18n';
import { Field, Link } from '@portal/ui';
import { Checkbox } from '@portal/ui/form-controls';

import { useSignupStrings } from '../common/strings/signup-strings';
import type { SignupValues } from './signup-values';

/** The acceptance of the supplier terms, on the last step; the terms open beside the wizard. */
export function TermsField() {
  const t = useSignupStrings();
  const language = useLanguage();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useController<SignupValues, 'accept_terms'>({ name: 'accept_terms' });
  return (
    <Field.Root invalid={Boolean(error?.message)}>
      <Checkbox.Root checked={value === true} onCheckedChange={({ checked }) => onChange(checked === true)} size="sm">
        <Checkbox.HiddenInput ref={ref} onBlur={onBlur} />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="normal">
          {t('terms.accept')}
          <Link href={paths.supplierTerms} target="_blank" rel="noopener noreferrer" color="blue.700" textDecoration="underline">
            {t('terms.supplierTerms')}
          </Link>
          {t('terms.after')}
        </Checkbox.Label>
      </Checkbox.Root>
      {error?.message && <Field.ErrorText color="red.700">{messageText(error.message, language)}</Field.ErrorText>}
    </Field.Root>
  );
}
