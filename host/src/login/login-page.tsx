import { type FormEvent, useState } from 'react';
import * as v from 'valibot';

import { type LoginRequest, LoginRequestSchema, paths, TWO_STEP_REQUIRED_MESSAGE } from '@portal/contracts';
import { twoStepSetupAsked } from '@portal/session';

import { leaveNotice, type Notice } from '../auth/handover';
import { useHostStrings } from '../strings/host-strings';
import { signIn, signInFailure } from './sign-in';
import { fieldValue, firstErrors, MessageLine, SignedOutPage, TextField } from './signed-out-page';
import { TwoStepCodeForm } from './two-step-code-form';
import { useHydrated } from './use-hydrated';

type FieldErrors = Partial<Record<keyof LoginRequest, string>>;

/**
 * The sign-in page: prerendered at build (the form shows before any script runs) and hydrated by a
 * bundle of its own with React DOM and no design system. `notice` is what the previous page left
 * to say (shown once hydrated); `onSignedIn` hands over to the portal.
 */
export function LoginPage({ notice, onSignedIn }: { notice: Notice | null; onSignedIn: () => void }) {
  const hydrated = useHydrated();
  const t = useHostStrings();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const message: Notice | null = failure ? { tone: 'error', text: failure } : hydrated ? notice : null;

  const handOver = () => {
    // A business that requires two-step sign-in of a person without it: the shell opens its set-up first.
    leaveNotice(twoStepSetupAsked() ? { tone: 'info', text: TWO_STEP_REQUIRED_MESSAGE } : { tone: 'success', text: t('login.success') });
    onSignedIn();
  };
  const restart = (message: string) => {
    setChallenge(null);
    setFailure(message);
  };

  if (challenge)
    return (
      <SignedOutPage title={t('login.title')} lead={t('login.lead')}>
        <TwoStepCodeForm challenge={challenge} onSignedIn={handOver} onRestart={restart} />
      </SignedOutPage>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = v.safeParse(LoginRequestSchema, { email: fieldValue(form, 'email'), password: fieldValue(form, 'password') });
    setErrors(parsed.success ? {} : firstErrors(v.flatten<typeof LoginRequestSchema>(parsed.issues).nested));
    if (!parsed.success) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const owed = await signIn(parsed.output);
      if (owed) {
        setChallenge(owed);
        setSubmitting(false);
        return;
      }
      handOver();
    } catch (error) {
      setFailure(signInFailure(error));
      setSubmitting(false);
    }
  };

  return (
    <SignedOutPage title={t('login.title')} lead={t('login.lead')}>
      {/* POST, so the fields never land in an address; the button stays off until the page is hydrated. */}
      <form method="post" noValidate onSubmit={(event) => void submit(event)}>
        {message && <MessageLine notice={message} />}
        <TextField id="login-email" name="email" label={t('login.email')} type="email" autoComplete="email" error={errors.email} />
        <TextField
          id="login-password"
          name="password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <p className="login-forgot">
          <a href={paths.forgotPassword}>{t('login.forgot')}</a>
        </p>
        <button type="submit" className="login-submit" disabled={!hydrated || submitting} data-busy={submitting || undefined}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="login-signup">
        {t('login.newSupplier')} <a href={paths.signup}>{t('login.createAccount')}</a>
      </p>
    </SignedOutPage>
  );
}
