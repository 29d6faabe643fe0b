import type { FieldValues } from 'react-hook-form';

import { readPrice } from '@portal/contracts';
import { Input, InputGroup } from '@portal/ui';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import { FormField } from './form-field';
import { type FieldName, useField } from './use-field';

export interface PriceFieldProps<TValues extends FieldValues = FieldValues> {
  name: FieldName<TValues>;
  label: string;
  placeholder?: string;
  helperText?: string;
  optional?: boolean;
  /** Shown before the amount: 'PKR' unless told (the bike wizard uses the rupee sign). */
  currency?: string;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** How a price reads in its field: whole rupees with thousands separators; anything else as typed. */
export function priceText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? grouped.format(value) : '';
  if (typeof value !== 'string') return '';
  const price = readPrice(value);
  return price !== null && Number.isInteger(price) ? grouped.format(price) : value;
}

/**
 * A price in whole rupees. Separators are accepted as typed ('45,000', '4,50,000') and shown once
 * the field is left ('45000' becomes '45,000'); the form keeps the text, which PriceSchema reads.
 */
export function PriceField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  placeholder,
  helperText,
  optional,
  currency,
}: PriceFieldProps<TValues>) {
  const { value, onChange, onBlur, ref, error } = useField<TValues>(name);
  const t = useFormsWizardStrings();
  const text = typeof value === 'number' ? priceText(value) : typeof value === 'string' ? value : '';
  return (
    <FormField label={label} helperText={helperText} optional={optional} error={error}>
      <InputGroup
        startElement={currency ?? t('currency')}
        startElementProps={{ color: 'gray.600', fontSize: 'sm', width: 'auto', ps: '3' }}
      >
        <Input
          name={name}
          ref={ref}
          ps="12"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => {
            const shown = priceText(text);
            if (shown !== text) onChange(shown);
            onBlur();
          }}
        />
      </InputGroup>
    </FormField>
  );
}
