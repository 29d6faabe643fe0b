import { leaveNotice, takeNotice, takeReturnTo } from './handover';

describe('the handover between the sign-in page and the portal', () => {
  it('returns to the page the person asked for, with its query', () => {
    sessionStorage.setItem('portal.return_to', '/bookings?status=upcoming');
    expect(takeReturnTo()).toBe('/bookings?status=upcoming');
    // Once only: the next sign-in goes to the dashboard.
    expect(takeReturnTo()).toBe('/dashboard');
  });

  it('never returns to another site or to /login itself', () => {
    for (const stored of ['//evil.test/dashboard', '/\\evil.test', 'https://evil.test/', '/login', '/login?x=1']) {
      sessionStorage.setItem('portal.return_to', stored);
      expect([stored, takeReturnTo()]).toEqual([stored, '/dashboard']);
    }
  });

  it('gives a notice to the next page once, and ignores one it did not write', () => {
    leaveNotice({ tone: 'success', text: 'Login successful' });
    expect(takeNotice()).toEqual({ tone: 'success', text: 'Login successful' });
    expect(takeNotice()).toBeNull();
    sessionStorage.setItem('portal.notice', '{"tone":"shout","text":"x"}');
    expect(takeNotice()).toBeNull();
    sessionStorage.setItem('portal.notice', 'not json');
    expect(takeNotice()).toBeNull();
  });
});
