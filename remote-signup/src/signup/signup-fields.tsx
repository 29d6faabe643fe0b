import { useMemo } from 'react';

import { NAME_FIELD, SIGNUP_FIRST_COUNTRIES, type SupplierType } from '@portal/contracts';
import {
  AnswerField,
  contactNameLabel,
  countriesIn,
  FileUploadField,
  nameLabel,
  type Option,
  PhoneField,
  type Question,
  SelectField,
  TextField,
  type UploadFn,
  uploadLimits,
  useSignupQuestionsStrings,
  useWatch,
} from '@portal/forms';
import { type Language, useLanguage } from '@portal/i18n';
import { SimpleGrid, Stack, Text, toast } from '@portal/ui';

import { signupText, useSignupStrings } from '../common/strings/signup-strings';

const FIRST_COUNTRIES: readonly string[] = SIGNUP_FIRST_COUNTRIES;
/** A country's place: the spec's four in their order, then every other (a stable sort keeps the language's order). */
const rankOf = (name: string) => (FIRST_COUNTRIES.includes(name) ? FIRST_COUNTRIES.indexOf(name) : FIRST_COUNTRIES.length);

/** The spec's four countries first, then every other; named in the page's language, sent by their English name. */
const countryOptions = (language: Language): Option<string>[] =>
  countriesIn(language)
    .sort((a, b) => rankOf(a.country.name) - rankOf(b.country.name))
    .map(({ country, name }) => ({ value: country.name, label: name }));

/** Step 1, 'For smooth communication'. */
export function ContactStep({ type }: { type: SupplierType }) {
  const t = useSignupStrings();
  useSignupQuestionsStrings();
  const country = useWatch({ name: 'country' }) as unknown;
  const language = useLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <Stack gap="4">
      <SelectField name="country" label={t('contact.country')} options={countries} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name={NAME_FIELD[type]} label={nameLabel(type)} autoComplete={type === 'tour_guide' ? 'name' : 'organization'} />
        {type !== 'tour_guide' && <TextField name="contact_name" label={contactNameLabel()} autoComplete="name" />}
      </SimpleGrid>
      <PhoneField name="phone_number" label={t('contact.phone')} defaultCountry={typeof country === 'string' ? country : undefined} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="email" label={t('contact.email')} type="email" autoComplete="email" />
        <TextField
          name="password"
          label={t('contact.password')}
          type="password"
          autoComplete="new-password"
          helperText={t('contact.passwordHelp')}
        />
      </SimpleGrid>
      <Text fontSize="sm" color="gray.600">
        {t('contact.verificationNote')}
      </Text>
    </Stack>
  );
}

/** A step made of type-specific questions; `upload` sends a chosen file (see use-signup-upload.ts). */
export function QuestionsStep({ questions, upload }: { questions: readonly Question[]; upload: UploadFn }) {
  return (
    <Stack gap="5">
      {questions.map((question) => (
        <QuestionField key={question.name} question={question} upload={upload} />
      ))}
    </Stack>
  );
}

function QuestionField({ question, upload }: { question: Question; upload: UploadFn }) {
  if (question.kind !== 'upload') return <AnswerField question={question} />;
  return (
    <FileUploadField
      name={question.name}
      label={question.label}
      helperText={question.helperText}
      optional
      images={question.photos}
      upload={upload}
      {...uploadLimits(question)}
      onUploaded={question.photos ? () => toast.success(signupText()('photosUploaded')) : undefined}
      onRejected={(message) => toast.error(message)}
    />
  );
}
