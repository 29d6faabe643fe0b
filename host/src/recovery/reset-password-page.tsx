import { type FormEvent, useState } from 'react';
import * as v from 'valibot';

import { ApiError, confirmPasswordReset } from '@portal/api';
import { paths, RESET_LINK_INVALID_MESSAGE, ResetPasswordFormSchema } from '@portal/contracts';
import { useSession } from '@portal/session';

import { leaveNotice, type Notice } from '../auth/handover';
import { prepareApi, requestFailure } from '../login/sign-in';
import { fieldValue, firstErrors, MessageLine, pageMessage, SignedOutPage, TextField } from '../login/signed-out-page';
import { useHydrated } from '../login/use-hydrated';
import { hostText, useHostStrings } from '../strings/host-strings';

type FieldErrors = Partial<Record<'password' | 'confirmPassword', string>>;

/** A refusal of the link itself (used, expired, made up), as opposed to one of the new password. */
const isLinkRefused = (error: unknown) => error instanceof ApiError && error.errors.some((e) => e.field === 'token');

/** The server's refusal of the new password itself (one of the most common), said at its field. */
const passwordRefusal = (error: unknown) =>
  error instanceof ApiError ? error.errors.find((e) => e.field === 'password')?.message : undefined;

function AskAgain() {
  const t = useHostStrings();
  // Said by the page itself when the address has no token, so in the page's language.
  const linkRefused: Notice = { tone: 'error', text: pageMessage(RESET_LINK_INVALID_MESSAGE) };
  return (
    <MessageLine notice={linkRefused}>
      {' '}
      <a href={paths.forgotPassword}>{t('reset.askAgain')}</a>
    </MessageLine>
  );
}

/** The link's token, from the address (read once the page runs: the prerendered page has none). */
const tokenOfLink = () => new URLSearchParams(window.location.search).get('token')?.trim() ?? '';

/**
 * The page the reset e-mail links to: a new password, twice, with the sign-up's rules. Once set,
 * every earlier session has ended, this browser's too; `onReset` takes the person to the sign-in
 * page, which says the password was reset. A page of its own like /login.
 */
export function ResetPasswordPage({ onReset }: { onReset: () => void }) {
  const hydrated = useHydrated();
  const t = useHostStrings();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const token = hydrated ? tokenOfLink() : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = v.safeParse(ResetPasswordFormSchema, {
      password: fieldValue(form, 'password'),
      confirmPassword: fieldValue(form, 'confirmPassword'),
    });
    setErrors(parsed.success ? {} : firstErrors(v.flatten<typeof ResetPasswordFormSchema>(parsed.issues).nested));
    if (!parsed.success || !token) return;
    setFailure(null);
    setSaving(true);
    try {
      await prepareApi();
      const reply = await confirmPasswordReset({ token, password: parsed.output.password });
      useSession.getState().signOut();
      leaveNotice({ tone: 'success', text: reply.message });
      onReset();
    } catch (error) {
      const refusal = passwordRefusal(error);
      if (refusal) setErrors({ password: refusal });
      else setFailure(error);
      setSaving(false);
    }
  };

  const lead = t('reset.lead');
  if (token === '')
    return (
      <SignedOutPage title={t('reset.title')} lead={lead}>
        <AskAgain />
      </SignedOutPage>
    );
  return (
    <SignedOutPage title={t('reset.title')} lead={lead}>
      <form method="post" noValidate aria-label={t('reset.form')} onSubmit={(event) => void submit(event)}>
        {failure !== null &&
          (isLinkRefused(failure) ? (
            <AskAgain />
          ) : (
            <MessageLine notice={{ tone: 'error', text: requestFailure(failure, hostText()('errors.somethingWentWrong')) }} />
          ))}
        <TextField
          id="reset-password"
          name="password"
          label={t('reset.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password}
        />
        <TextField
          id="reset-confirm"
          name="confirmPassword"
          label={t('reset.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <button type="submit" className="login-submit" disabled={!hydrated || saving} data-busy={saving || undefined}>
          {saving ? t('reset.saving') : t('reset.submit')}
        </button>
      </form>
      <p className="login-signup">
        <a href={paths.login}>{t('reset.backToSignIn')}</a>
      </p>
    </SignedOutPage>
  );
}
