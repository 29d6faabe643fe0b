import { type FormEvent, useState } from 'react';
import * as v from 'valibot';

import { requestPasswordReset } from '@portal/api';
import { PasswordResetRequestSchema, paths } from '@portal/contracts';

import type { Notice } from '../auth/handover';
import { prepareApi, requestFailure } from '../login/sign-in';
import { fieldValue, firstErrors, MessageLine, SignedOutPage, TextField } from '../login/signed-out-page';
import { useHydrated } from '../login/use-hydrated';
import { hostText, useHostStrings } from '../strings/host-strings';

/**
 * 'Forgot password?': the e-mail a reset link goes to. The server answers alike whether or not
 * the address has an account, so this page says the same either way. A page of its own like
 * /login (prerendered, a small bundle without the shell).
 */
export function ForgotPasswordPage() {
  const hydrated = useHydrated();
  const t = useHostStrings();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<Notice | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(PasswordResetRequestSchema, { email: fieldValue(event.currentTarget, 'email') });
    setError(parsed.success ? undefined : firstErrors(v.flatten<typeof PasswordResetRequestSchema>(parsed.issues).nested).email);
    if (!parsed.success) return;
    setSending(true);
    try {
      await prepareApi();
      const reply = await requestPasswordReset(parsed.output);
      setMessage({ tone: 'success', text: reply.message });
    } catch (failure) {
      setMessage({ tone: 'error', text: requestFailure(failure, hostText()('errors.somethingWentWrong')) });
    }
    setSending(false);
  };

  return (
    <SignedOutPage title={t('forgot.title')} lead={t('forgot.lead')}>
      <form method="post" noValidate aria-label={t('forgot.form')} onSubmit={(event) => void submit(event)}>
        {message && <MessageLine notice={message} />}
        <TextField id="forgot-email" name="email" label={t('forgot.email')} type="email" autoComplete="email" error={error} />
        <button type="submit" className="login-submit" disabled={!hydrated || sending} data-busy={sending || undefined}>
          {sending ? t('forgot.sending') : message?.tone === 'success' ? t('forgot.sendAgain') : t('forgot.submit')}
        </button>
      </form>
      <p className="login-signup">
        <a href={paths.login}>{t('forgot.backToSignIn')}</a>
      </p>
    </SignedOutPage>
  );
}
