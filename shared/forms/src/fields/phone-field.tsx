import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';

import { COUNTRIES, type Country } from '@portal/contracts';
import { type Language, useLanguage } from '@portal/i18n';
import { Field, HStack, Input, NativeSelect } from '@portal/ui';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import { countriesIn } from './country-names';
import { FormField } from './form-field';
import { type FieldName, useField } from './use-field';

export interface PhoneFieldProps<TValues extends FieldValues = FieldValues> {
  name: FieldName<TValues>;
  label: string;
  /** The country whose dial code is offered until the person picks one (e.g. the chosen country). */
  defaultCountry?: string;
  helperText?: string;
}

/** '+92 3001234567' as its dial code and the rest; a value without a code keeps the default. */
export function splitPhone(value: unknown): { dial: string | null; local: string } {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = /^(\+[0-9]{1,4}) (.*)$/.exec(text);
  return match ? { dial: match[1] ?? null, local: match[2] ?? '' } : { dial: null, local: text };
}

/** The country shown for a value's code: the default country when it has that code, else the first that does. */
function countryFor(dial: string | null, defaultCountry: string): Country | undefined {
  const preferred = COUNTRIES.find((c) => c.name === defaultCountry);
  if (!dial || preferred?.dial === dial) return preferred ?? COUNTRIES[0];
  return COUNTRIES.find((c) => c.dial === dial) ?? preferred;
}

/**
 * The picker's options in the page's language (`countriesIn`). In a language other than English the
 * dial code is isolated left to right (U+2066…U+2069), so '+92' keeps its plus sign before it in Urdu.
 */
function dialCodeOptions(language: Language): { code: string; label: string }[] {
  const dialOf = (dial: string) => (language === 'en' ? dial : `\u2066${dial}\u2069`);
  return countriesIn(language).map(({ country, name }) => ({ code: country.code, label: `${name} (${dialOf(country.dial)})` }));
}

/**
 * A phone number with a dial-code picker covering every country. The form value is one string,
 * '+92 3001234567', or '' while no number is typed, so "required" stays a plain check.
 */
export function PhoneField<TValues extends FieldValues = FieldValues>({
  name,
  label,
  defaultCountry = 'Pakistan',
  helperText,
}: PhoneFieldProps<TValues>) {
  const { value, onChange, onBlur, ref, error } = useField<TValues>(name);
  const t = useFormsWizardStrings();
  const language = useLanguage();
  const options = useMemo(() => dialCodeOptions(language), [language]);
  const { dial, local } = splitPhone(value);
  // The picker remembers a country rather than a code: several countries share +1 or +44.
  const [picked, setPicked] = useState<Country | undefined>();
  const country = picked ?? countryFor(dial, defaultCountry);
  const emit = (code: string | undefined, number: string) => onChange(number.trim() ? `${code ?? ''} ${number.trim()}` : '');

  return (
    <FormField label={label} helperText={helperText} error={error}>
      <HStack gap="2" align="stretch" width="full">
        {/* Its own Field.Root, so the label of the shell names the number input, not the picker. */}
        <Field.Root width={{ base: '50%', sm: '13rem' }} flexShrink={0}>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label={t('dialCode')}
              value={country?.code ?? ''}
              onChange={(e) => {
                const next = COUNTRIES.find((c) => c.code === e.target.value);
                setPicked(next);
                emit(next?.dial, local);
              }}
            >
              {options.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Input
          flex="1"
          name={name}
          ref={ref}
          onBlur={onBlur}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="3001234567"
          value={local}
          onChange={(e) => emit(country?.dial, e.target.value)}
        />
      </HStack>
    </FormField>
  );
}
