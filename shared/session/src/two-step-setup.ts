/**
 * Whether sign-in answered that the business requires two-step sign-in and this person has not
 * set it up: the shell then shows the profile's set-up before anything else. Kept in this tab's
 * sessionStorage, so a reload still asks, and a sign-in in another tab decides for itself.
 */
const KEY = 'portal.two_step_setup';

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

export function askTwoStepSetup(asked: boolean): void {
  if (asked) storage()?.setItem(KEY, 'true');
  else storage()?.removeItem(KEY);
}

export const twoStepSetupAsked = (): boolean => storage()?.getItem(KEY) === 'true';
