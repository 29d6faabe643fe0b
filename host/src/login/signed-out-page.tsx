import type { ReactNode } from 'react';

import type { Notice } from '../auth/handover';
import { legalPages } from '../legal/legal-pages';
import { hostEn } from '../strings/host.en';
import { hostText, useHostStrings } from '../strings/host-strings';

/**
 * The frame of the signed-out pages that boot without the shell (sign in, forgot and reset
 * password): a card with the title, and the legal links below. Plain elements styled by
 * login-page.css, which their prerendered HTML inlines.
 */
export function SignedOutPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const t = useHostStrings();
  return (
    <div className="login">
      <main className="login-card">
        <h1>{title}</h1>
        <p className="login-lead">{lead}</p>
        {children}
      </main>
      <footer className="login-footer">
        {legalPages.map((page) => (
          <a key={page.path} href={page.path}>
            {t(`legal.${page.title}`)}
          </a>
        ))}
      </footer>
    </div>
  );
}

/** The page's message line: a refusal is an alert, anything else a status, both announced. */
export function MessageLine({ notice, children }: { notice: Notice; children?: ReactNode }) {
  return (
    <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`login-message login-message-${notice.tone}`}>
      {notice.text}
      {children}
    </p>
  );
}

type PageMessage = keyof typeof hostEn.pageMessages;

/** A schema's message (English) in the page's language, when it is one these pages say; else as it came. */
export function pageMessage(english: string): string {
  const key = (Object.keys(hostEn.pageMessages) as PageMessage[]).find((name) => hostEn.pageMessages[name] === english);
  return key ? hostText()(`pageMessages.${key}`) : english;
}

/** A labelled input; its error (the schema's English, said in the page's language) is tied to it for screen readers. */
export function TextField({
  id,
  name,
  label,
  type,
  autoComplete,
  error,
}: {
  id: string;
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  error?: string;
}) {
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="login-field-error">
          {pageMessage(error)}
        </p>
      )}
    </div>
  );
}

/** The value of a named field of a submitted form (the fields are uncontrolled: what was typed before hydration is kept). */
export const fieldValue = (form: HTMLFormElement, name: string): string => (form.elements.namedItem(name) as HTMLInputElement).value;

/** The first message of each field of a valibot failure, as the portal's forms show them. */
export function firstErrors(nested: Record<string, [string, ...string[]] | undefined> | undefined): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(nested ?? {}).map(([field, messages]) => [field, messages?.[0]]));
}
