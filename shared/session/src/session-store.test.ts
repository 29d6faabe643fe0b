import { getSession, msUntilExpiry, reloadSession, tokenExpiresAt, useSession } from './index';

describe('session store', () => {
  beforeEach(() => useSession.getState().signOut());

  it('keeps the session under the storage keys the spec names', () => {
    useSession.getState().signIn({ token: 'tok', userId: 'u1', supplierId: 's1', role: 'owner' });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('user_id')).toBe('u1');
    expect(localStorage.getItem('supplier_id')).toBe('s1');
    expect(localStorage.getItem('registration_complete')).toBeNull();
  });

  it('clears the stored session on sign out', () => {
    useSession.getState().signIn({ token: 'tok', userId: 'u1', supplierId: 's1', role: 'owner' });
    useSession.getState().signOut();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(getSession().token).toBeNull();
  });

  it('marks the registration complete with the new supplier id', () => {
    useSession.getState().completeRegistration('s9');
    expect(localStorage.getItem('registration_complete')).toBe('true');
    expect(localStorage.getItem('supplier_id')).toBe('s9');
  });

  it('reads a session written by another tab', () => {
    localStorage.setItem('token', 'other');
    localStorage.setItem('user_id', 'u2');
    reloadSession();
    expect(getSession()).toMatchObject({ token: 'other', userId: 'u2' });
  });
});

describe('token expiry', () => {
  const jwt = (claims: object) =>
    `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;

  it("reads a JWT's exp claim", () => {
    expect(tokenExpiresAt(jwt({ sub: 'u1', exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
    expect(msUntilExpiry(jwt({ exp: 100 }), 99_000)).toBe(1000);
    expect(msUntilExpiry(jwt({ exp: 100 }), 101_000)).toBe(-1000);
  });

  it('says nothing for a token without one, or that is not a JWT', () => {
    expect(tokenExpiresAt(jwt({ sub: 'u1' }))).toBeNull();
    expect(tokenExpiresAt('test-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
    expect(msUntilExpiry('test-token')).toBeNull();
  });
});
