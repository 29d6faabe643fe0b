export type { Session, SessionStore } from './session-store';
export { getSession, reloadSession, useSession } from './session-store';
export { msUntilExpiry, tokenExpiresAt } from './token-expiry';
export { askTwoStepSetup, twoStepSetupAsked } from './two-step-setup';
export { useCan } from './use-can';
