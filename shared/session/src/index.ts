export { getSession, reloadSession, useCurrentProfile, useSession } from './session-store';
export type { CurrentProfile, Session, SessionStore } from './session-store';
