import { useEffect, useRef, useState } from 'react';
import { ApiError, registerSupplier, registerUser } from '@portal/api';
import { useSession } from '@portal/session';
import { toast } from '@portal/ui';
import { registrationRequests, type SignupValues } from './signup-values';

/** The spec's pause between the success toast and the confirmation screen. */
export const CONFIRMATION_DELAY_MS = 1500;

type Outcome = { ok: true } | { ok: false; reason?: string };

/**
 * The last step: users/register, then suppliers/register (spec section 4). A failed supplier step
 * can be submitted again: the server lets the same e-mail and password continue the same user.
 */
export function useSignupSubmit() {
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(values: SignupValues, { discardDraft }: { discardDraft: () => void }): Promise<void> {
    setFailure(null);
    const outcome = await register(values).catch((error: unknown): Outcome => {
      console.error('Sign-up failed unexpectedly', error);
      toast.error('Unexpected error occurred.');
      return { ok: false };
    });
    if (!outcome.ok) {
      setFailure(outcome.reason ?? null);
      return;
    }
    toast.success('Supplier registered successfully!');
    discardDraft();
    timer.current = setTimeout(() => setConfirmed(true), CONFIRMATION_DELAY_MS);
  }

  return { submit, failure, confirmed };
}

const reasonOf = (error: ApiError) => [error.message, ...error.errors.map((e) => e.message)].filter((m, i, all) => m && all.indexOf(m) === i).join(' ');

async function register(values: SignupValues): Promise<Outcome> {
  const requests = registrationRequests(values);
  const session = useSession.getState();
  let user;
  try {
    user = await registerUser(requests.user);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    toast.error('User registration failed.');
    return { ok: false, reason: reasonOf(error) };
  }
  const userId = user.user.user_id;
  // The supplier call needs the new user's token.
  session.signIn({ token: user.token, userId, supplierId: null });
  let supplier;
  try {
    supplier = await registerSupplier(requests.supplier(userId));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    toast.error('Supplier registration failed.');
    return { ok: false, reason: reasonOf(error) };
  }
  session.signIn({ token: supplier.token, userId, supplierId: supplier.supplier.supplier_id });
  session.completeRegistration(supplier.supplier.supplier_id);
  return { ok: true };
}
