import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { ApiError, registerSupplier, registerUser, updateLanguage } from '@portal/api';
import type { FieldMessage, WizardHelpers } from '@portal/forms';
import { chooseLanguage, currentLanguage } from '@portal/i18n';
import { useSession } from '@portal/session';
import { toast } from '@portal/ui';

import { signupText } from '../common/strings/signup-strings';
import { registrationRequests, type SignupValues } from './signup-values';

/** The spec's pause between the success toast and the confirmation screen. */
const CONFIRMATION_DELAY_MS = 1500;

/** A refused registration's reason, and the fields of the form the server named (an e-mail already taken). */
type Outcome = { ok: true; token: string; userId: string; supplierId: string } | { ok: false; reason?: string; fields?: FieldMessage[] };

/**
 * The last step: users/register, then suppliers/register (spec section 4). A failed supplier step
 * can be submitted again: the server lets the same e-mail and password continue the same user.
 */
export function useSignupSubmit() {
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const registration = useMutation({ mutationFn: register });

  async function submit(values: SignupValues, { discardDraft, showErrors }: WizardHelpers): Promise<void> {
    setFailure(null);
    const outcome = await registration.mutateAsync(values).catch((error: unknown): Outcome => {
      console.error('Sign-up failed unexpectedly', error);
      toast.error(signupText()('outcome.unexpected'));
      return { ok: false };
    });
    if (!outcome.ok) {
      setFailure(outcome.reason ?? null);
      if (outcome.fields) showErrors(outcome.fields);
      return;
    }
    toast.success(signupText()('outcome.registered'));
    discardDraft();
    // The session is stored with the confirmation: storing it signs the person in, and the host
    // then shows /signup inside its layout, which mounts this page afresh (it reads the session).
    // Not cancelled on unmount, so leaving within the pause still keeps the person signed in.
    const { signIn, completeRegistration } = useSession.getState();
    setTimeout(() => {
      signIn({ token: outcome.token, userId: outcome.userId, supplierId: outcome.supplierId, role: 'owner' });
      completeRegistration(outcome.supplierId);
      keepSignupLanguage(outcome.userId);
      setConfirmed(true);
    }, CONFIRMATION_DELAY_MS);
  }

  return { submit, failure, confirmed };
}

/**
 * Sign-up followed the browser's language; signing up in another than English makes it the
 * member's choice, in this browser and on the server, so signing in later (the shell reads the
 * member's language) does not turn the portal back to English.
 */
function keepSignupLanguage(userId: string): void {
  const language = currentLanguage();
  if (language === 'en') return;
  void chooseLanguage(language);
  updateLanguage(userId, language).catch((error: unknown) => console.warn('Language not saved; this browser keeps it', error));
}

const reasonOf = (error: ApiError) =>
  [error.message, ...error.errors.map((e) => e.message)].filter((m, i, all) => m && all.indexOf(m) === i).join(' ');

async function register(values: SignupValues): Promise<Outcome> {
  const requests = registrationRequests(values);
  let user;
  try {
    user = await registerUser(requests.user);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    toast.error(signupText()('outcome.userFailed'));
    // The e-mail and password are fields of the contact step: the wizard goes back to it and says so there.
    return { ok: false, reason: reasonOf(error), fields: error.errors.filter((e) => e.field === 'email' || e.field === 'password') };
  }
  const userId = user.user.user_id;
  let supplier;
  try {
    supplier = await registerSupplier(requests.supplier(userId), { token: user.token });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    toast.error(signupText()('outcome.supplierFailed'));
    return { ok: false, reason: reasonOf(error) };
  }
  return { ok: true, token: supplier.token, userId, supplierId: supplier.supplier.supplier_id };
}
