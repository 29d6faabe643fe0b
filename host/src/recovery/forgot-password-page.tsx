import { type FormEvent, useState } from 'react';
import * as v from 'valibot';

import { requestPasswordReset } from '@portal/api';
import { PasswordResetRequestSchema, paths } from '@portal/contracts';

import type { Notice } from '../auth/handover';
import { prepareApi, requestFailure } from '../login/sign-in';
import { fieldValue, firstErrors, MessageLine, SignedOutPage, TextField } from '../login/signed-out-page';
import { useHydrated } from '../login/use-hydrated';

/**
 * 'Forgot password?': the e-mail a reset link goes to. The server answers alike whether or not
 * the address has an account, so this page says the same either way. A page of its own like
 * /login (prerendered, a small bundle without the shell).
 */
export function ForgotPasswordPage() {
  const hydrated = useHydrated();
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
      setMessage({ tone: 'error', text: requestFailure(failure, 'Something went wrong') });
    }
    setSending(false);
  };

  return (
    <SignedOutPage
      title="Forgot your password?"
      lead="Enter the email address of your supplier account. We will send you a link to choose a new password."
    >
      <form method="post" noValidate aria-label="Reset password" onSubmit={(event) => void submit(event)}>
        {message && <MessageLine notice={message} />}
        <TextField id="forgot-email" name="email" label="Email" type="email" autoComplete="email" error={error} />
        <button type="submit" className="login-submit" disabled={!hydrated || sending} data-busy={sending || undefined}>
          {sending ? 'Sending...' : message?.tone === 'success' ? 'Send the link again' : 'Send reset link'}
        </button>
      </form>
      <p className="login-signup">
        <a href={paths.login}>Back to sign in</a>
      </p>
    </SignedOutPage>
  );
}
