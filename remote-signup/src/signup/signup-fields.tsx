import { COUNTRY_NAMES, NAME_FIELD, SIGNUP_FIRST_COUNTRIES, type SupplierType } from '@portal/contracts';
import {
  AnswerField,
  CONTACT_NAME_LABEL,
  FileUploadField,
  NAME_LABEL,
  PhoneField,
  type Question,
  SelectField,
  TextField,
  toOptions,
  type UploadFn,
  uploadLimits,
  useWatch,
} from '@portal/forms';
import { SimpleGrid, Stack, Text, toast } from '@portal/ui';

// The spec's four countries first, then every other.
const COUNTRY_OPTIONS = toOptions([
  ...SIGNUP_FIRST_COUNTRIES,
  ...COUNTRY_NAMES.filter((name) => !(SIGNUP_FIRST_COUNTRIES as readonly string[]).includes(name)),
]);

/** Step 1, 'For smooth communication'. */
export function ContactStep({ type }: { type: SupplierType }) {
  const country = useWatch({ name: 'country' }) as unknown;
  return (
    <Stack gap="4">
      <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name={NAME_FIELD[type]} label={NAME_LABEL[type]} autoComplete={type === 'tour_guide' ? 'name' : 'organization'} />
        {type !== 'tour_guide' && <TextField name="contact_name" label={CONTACT_NAME_LABEL} autoComplete="name" />}
      </SimpleGrid>
      <PhoneField name="phone_number" label="Phone number" defaultCountry={typeof country === 'string' ? country : undefined} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="password" label="Set password" type="password" autoComplete="new-password" helperText="At least 6 characters." />
      </SimpleGrid>
      <Text fontSize="sm" color="gray.600">
        We will send a verification email to this address once you finish signing up.
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
      onUploaded={question.photos ? () => toast.success('Photos uploaded successfully!') : undefined}
      onRejected={(message) => toast.error(message)}
    />
  );
}
