import { paths } from '@portal/contracts';

/**
 * /login is a page of its own (a small bundle, prerendered at build), so the sign-in page and the
 * shell hand a person over to each other by a page load. What the next page must know travels in
 * this tab's sessionStorage: where to go once signed in, and a notice to show on arrival (the
 * shell toasts 'Login successful'; the sign-in page shows a notice in its message line).
 */
export interface Notice {
  tone: 'success' | 'info' | 'error';
  text: string;
}

const RETURN_TO = 'portal.return_to';
const NOTICE = 'portal.notice';
const TONES: readonly Notice['tone'][] = ['success', 'info', 'error'];

/** Set once this page has started leaving for the sign-in page (goToLogin). */
let leaving = false;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

function take(key: string): string | null {
  const s = storage();
  const value = s?.getItem(key) ?? null;
  s?.removeItem(key);
  return value;
}

export function leaveNotice(notice: Notice): void {
  storage()?.setItem(NOTICE, JSON.stringify(notice));
}

/**
 * The notice left for this page, once: a second call answers null. A page on its way to the
 * sign-in page answers null and leaves the notice it wrote there: the shell's arrival notice can
 * run after a first read's 401 has already sent the person away.
 */
export function takeNotice(): Notice | null {
  if (leaving) return null;
  const stored = take(NOTICE);
  if (!stored) return null;
  try {
    const notice = JSON.parse(stored) as Partial<Notice>;
    return typeof notice.text === 'string' && TONES.includes(notice.tone as Notice['tone']) ? (notice as Notice) : null;
  } catch {
    return null;
  }
}

/** A path of this portal to return to: never another origin ('//host'), never /login itself. */
const isReturnPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && path.split(/[?#]/)[0] !== paths.login;

/** Where a person goes once signed in: the page they asked for, else the dashboard. */
export function takeReturnTo(): string {
  const stored = take(RETURN_TO);
  return stored && isReturnPath(stored) ? stored : paths.dashboard;
}

/**
 * Leaves the shell for the sign-in page. `from` is the page to come back to after signing in;
 * `notice` is shown there (e.g. why the person was signed out). The first call wins: after Log Out
 * the guard, seeing no session, asks again with the page the person was on, and is not heard.
 */
export function goToLogin({ from, notice }: { from?: string; notice?: Notice } = {}): void {
  if (leaving) return;
  leaving = true;
  if (from && isReturnPath(from)) storage()?.setItem(RETURN_TO, from);
  if (notice) leaveNotice(notice);
  window.location.replace(paths.login);
}
