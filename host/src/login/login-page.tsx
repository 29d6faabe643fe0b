import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { LoginRequestSchema, paths, type LoginRequest } from '@portal/contracts';
import { leaveNotice, type Notice } from '../auth/handover';
import { legalPages } from '../legal/legal-pages';
import { signIn, signInFailure } from './sign-in';
import { useHydrated } from './use-hydrated';

type FieldErrors = Partial<Record<keyof LoginRequest, string>>;
type Issues = [v.InferIssue<typeof LoginRequestSchema>, ...v.InferIssue<typeof LoginRequestSchema>[]];

/** The first message of each field, as the portal's forms show them. */
function fieldErrors(issues: Issues): FieldErrors {
  const nested = v.flatten<typeof LoginRequestSchema>(issues).nested ?? {};
  return { email: nested.email?.[0], password: nested.password?.[0] };
}

function LoginField({ name, label, type, autoComplete, error }: { name: keyof LoginRequest; label: string; type: string; autoComplete: string; error?: string }) {
  const id = `login-${name}`;
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} autoComplete={autoComplete} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && <p id={`${id}-error`} className="login-field-error">{error}</p>}
    </div>
  );
}

/**
 * The sign-in page: prerendered at build (the form shows before any script runs) and hydrated by a
 * bundle of its own with React DOM and no design system. `notice` is what the previous page left
 * to say (shown once hydrated); `onSignedIn` hands over to the portal.
 */
export function LoginPage({ notice, onSignedIn }: { notice: Notice | null; onSignedIn: () => void }) {
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const message: Notice | null = failure ? { tone: 'error', text: failure } : hydrated ? notice : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The fields are uncontrolled: what was typed before hydration is kept, and read here.
    const { elements } = event.currentTarget;
    const valueOf = (name: keyof LoginRequest) => (elements.namedItem(name) as HTMLInputElement).value;
    const parsed = v.safeParse(LoginRequestSchema, { email: valueOf('email'), password: valueOf('password') });
    setErrors(parsed.success ? {} : fieldErrors(parsed.issues));
    if (!parsed.success) return;
    setFailure(null);
    setSubmitting(true);
    try {
      await signIn(parsed.output);
      leaveNotice({ tone: 'success', text: 'Login successful' });
      onSignedIn();
    } catch (error) {
      setFailure(signInFailure(error));
      setSubmitting(false);
    }
  };

  return (
    <div className="login">
      <main className="login-card">
        <h1>Sign in</h1>
        <p className="login-lead">Manage your listings, bookings and payouts.</p>
        {/* POST, so the fields never land in an address; the button stays off until the page is hydrated. */}
        <form method="post" noValidate onSubmit={(event) => void submit(event)}>
          {message && (
            <p role={message.tone === 'error' ? 'alert' : 'status'} className={`login-message login-message-${message.tone}`}>{message.text}</p>
          )}
          <LoginField name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
          <LoginField name="password" label="Password" type="password" autoComplete="current-password" error={errors.password} />
          <button type="submit" className="login-submit" disabled={!hydrated || submitting} data-busy={submitting || undefined}>
            {submitting ? 'Logging in...' : 'Sign In'}
          </button>
        </form>
        <p className="login-signup">
          New supplier? <a href={paths.signup}>Create your supplier account</a>
        </p>
      </main>
      <footer className="login-footer">
        {legalPages.map((page) => (
          <a key={page.path} href={page.path}>{page.title}</a>
        ))}
      </footer>
    </div>
  );
}
