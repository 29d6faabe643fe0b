import { useMemo, useState } from 'react';

import { paths, SUPPLIER_TYPES, type SupplierType } from '@portal/contracts';
import {
  businessQuestions,
  documentsLaterNote,
  hotelServiceQuestions,
  RadioField,
  readDraft,
  useSignupQuestionsStrings,
  useWizard,
  verificationQuestions,
  WizardForm,
} from '@portal/forms';
import { messageText } from '@portal/i18n';
import { getSession, useSession } from '@portal/session';
import { Alert, Link, Page, Stack, Text, toast } from '@portal/ui';

import { useSignupStrings } from '../common/strings/signup-strings';
import { emailRefusal } from './email-check';
import { SignupConfirmation } from './signup-confirmation';
import { ContactStep, QuestionsStep } from './signup-fields';
import { TermsField } from './signup-terms';
import { categories, defaultsFor, SIGNUP_DRAFT, type SignupValues, stepsFor, valuesForType } from './signup-values';
import { useSignupSubmit } from './use-signup-submit';
import { useSignupUpload } from './use-signup-upload';

/**
 * Supplier sign-up (spec section 2). On load, a stored user_id with registration_complete means
 * sign-up is done (the confirmation); otherwise the wizard starts at step 0, with the draft's values.
 */
export function SignupPage() {
  const [registered] = useState(() => {
    const session = getSession();
    return Boolean(session.userId && session.registrationComplete);
  });
  const t = useSignupStrings();
  return <Page title={t('title')}>{registered ? <SignupConfirmation /> : <SignupWizard />}</Page>;
}

/** The way back for someone who has an account already; /login is a page of its own, not a route. */
function SignInLink() {
  const t = useSignupStrings();
  const signedIn = useSession((s) => s.token !== null);
  if (signedIn) return null;
  return (
    <Text color="gray.700">
      {t('haveAccount')}
      <Link href={paths.login} color="blue.700" textDecoration="underline">
        {t('signIn')}
      </Link>
    </Text>
  );
}

function draftedType(): SignupValues['supplier_type'] {
  const drafted = readDraft<SignupValues>(SIGNUP_DRAFT)?.values.supplier_type;
  return SUPPLIER_TYPES.find((t) => t === drafted) ?? '';
}

function SignupWizard() {
  // The draft may bring a type back; after that the type changes only on step 0.
  const [type, setType] = useState<SignupValues['supplier_type']>(() => draftedType());
  const t = useSignupStrings();
  // Drawn again when the questions' words arrive in a new language.
  useSignupQuestionsStrings();
  // The steps' titles are words: built again by a new `t`, which a new language or the arrival
  // of its words brings (the remote's Urdu may come after the first render).
  const steps = useMemo(() => stepsFor(type, t), [type, t]);
  const signup = useSignupSubmit();
  const wizard = useWizard<SignupValues>({
    steps,
    defaultValues: defaultsFor(''),
    draft: SIGNUP_DRAFT,
    onSubmit: signup.submit,
    onInvalid: (message, shownBesideField) => {
      if (!shownBesideField) toast.error(messageText(message));
    },
    checkStep: emailRefusal,
  });
  const upload = useSignupUpload(wizard.form.getValues);
  const chooseType = (next: SupplierType) => {
    wizard.restart(valuesForType(next, wizard.form.getValues(), type));
    setType(next);
  };

  if (signup.confirmed) return <SignupConfirmation />;
  const current = wizard.step.id;
  return (
    <Stack gap="5">
      <SignInLink />
      <WizardForm wizard={wizard} label={t('progress')} submitLabel={t('submit')}>
        {current === 'type' && (
          <RadioField
            name="supplier_type"
            label={t('kindOfBusiness')}
            layout="cards"
            options={categories()}
            onValueChange={(next) => chooseType(next as SupplierType)}
          />
        )}
        {type !== '' && current === 'contact' && <ContactStep type={type} />}
        {type !== '' && current === 'business' && <QuestionsStep questions={businessQuestions(type)} upload={upload} />}
        {current === 'services' && <QuestionsStep questions={hotelServiceQuestions()} upload={upload} />}
        {type !== '' && current === 'verification' && (
          <Stack gap="5">
            <Text color="gray.700">{documentsLaterNote()}</Text>
            <QuestionsStep questions={verificationQuestions(type)} upload={upload} />
            <TermsField />
          </Stack>
        )}
        {signup.failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{signup.failure}</Alert.Title>
          </Alert.Root>
        )}
      </WizardForm>
    </Stack>
  );
}
