import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';

import { ApiError } from '@portal/api';
import { TwoStepSignInSchema } from '@portal/contracts';

import { useHostStrings } from '../strings/host-strings';
import { signInFailure, signInWithTwoStep } from './sign-in';
import { fieldValue, MessageLine, TextField } from './signed-out-page';

const CODE_FIELD = 'login-code';

/**
 * The second step of a sign-in with two-step on: a code from the authenticator app or a recovery
 * code. An expired or used-up challenge sends the person back to the password (`onRestart`).
 */
export function TwoStepCodeForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => void;
  onRestart: (message: string) => void;
}) {
  const t = useHostStrings();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  // The form replaces the password's: the keyboard goes on in its field.
  useEffect(() => document.getElementById(CODE_FIELD)?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(TwoStepSignInSchema, { challenge, code: fieldValue(event.currentTarget, 'code') });
    setError(parsed.success ? undefined : parsed.issues[0].message);
    if (!parsed.success) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await signInWithTwoStep(parsed.output);
      onSignedIn();
    } catch (caught) {
      setSubmitting(false);
      if (caught instanceof ApiError && caught.status === 401) onRestart(signInFailure(caught));
      else setFailure(signInFailure(caught));
    }
  };

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label={t('twoStep.form')}>
      {failure && <MessageLine notice={{ tone: 'error', text: failure }} />}
      <p className="login-lead">{t('twoStep.lead')}</p>
      <TextField id={CODE_FIELD} name="code" label={t('twoStep.code')} type="text" autoComplete="one-time-code" error={error} />
      <button type="submit" className="login-submit" disabled={submitting} data-busy={submitting || undefined}>
        {submitting ? t('twoStep.verifying') : t('twoStep.verify')}
      </button>
    </form>
  );
}
