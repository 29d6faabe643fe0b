import { create } from 'zustand';

import { type Role, ROLES, STORAGE_KEYS } from '@portal/contracts';

export interface Session {
  token: string | null;
  userId: string | null;
  supplierId: string | null;
  /** The member's role in that supplier: what the navigation and screens offer. */
  role: Role | null;
  registrationComplete: boolean;
}

interface SessionActions {
  signIn: (values: { token: string; userId: string; supplierId: string | null; role: Role | null }) => void;
  /** Sign-up stores the supplier and marks the registration complete (spec section 4). */
  completeRegistration: (supplierId: string) => void;
  setSupplierId: (supplierId: string) => void;
  signOut: () => void;
}

export type SessionStore = Session & SessionActions;

// Each field lives under its own storage key, as the spec names them, rather than one JSON blob.
const keyOf: Record<keyof Session, string> = {
  token: STORAGE_KEYS.token,
  userId: STORAGE_KEYS.userId,
  supplierId: STORAGE_KEYS.supplierId,
  registrationComplete: STORAGE_KEYS.registrationComplete,
  role: STORAGE_KEYS.role,
};

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

const roleOf = (stored: string | null | undefined): Role | null => ROLES.find((role) => role === stored) ?? null;

function readSession(): Session {
  const s = storage();
  return {
    token: s?.getItem(keyOf.token) ?? null,
    userId: s?.getItem(keyOf.userId) ?? null,
    supplierId: s?.getItem(keyOf.supplierId) ?? null,
    role: roleOf(s?.getItem(keyOf.role)),
    registrationComplete: s?.getItem(keyOf.registrationComplete) === 'true',
  };
}

function writeSession(session: Session): void {
  const s = storage();
  if (!s) return;
  for (const field of Object.keys(keyOf) as (keyof Session)[]) {
    const value = session[field];
    if (value === null || value === false) s.removeItem(keyOf[field]);
    else s.setItem(keyOf[field], String(value));
  }
}

export const useSession = create<SessionStore>()((set) => ({
  ...readSession(),
  // `?? null`: a remote built before roles existed signs in without one.
  signIn: ({ token, userId, supplierId, role }) => set({ token, userId, supplierId, role: role ?? null }),
  // Whoever completes sign-up created the business, so they are its Owner.
  completeRegistration: (supplierId) => set({ supplierId, role: 'owner', registrationComplete: true }),
  setSupplierId: (supplierId) => set({ supplierId }),
  signOut: () => set({ token: null, userId: null, supplierId: null, role: null, registrationComplete: false }),
}));

useSession.subscribe((state) => writeSession(state));

/** Re-reads storage, e.g. when another tab signed in or out. */
export function reloadSession(): void {
  useSession.setState(readSession());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(keyOf).includes(event.key)) reloadSession();
  });
}

export const getSession = (): Session => useSession.getState();
