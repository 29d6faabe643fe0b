import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SignedInSession } from '@portal/contracts';
import { getSession } from '@portal/session';
import { apiFailure, inTurn, mockApi, renderWithProviders } from '@portal/testing';

import { SignedInSessions } from './signed-in-sessions';

const session = (values: Partial<SignedInSession> = {}): SignedInSession => ({
  session_id: '6f1c2a56-0000-4000-8000-000000000001',
  browser: 'Chrome on Windows',
  ip_address: '203.0.113.7',
  created_at: '2026-11-20T09:30:00.000Z',
  last_used_at: '2026-11-27T10:00:00.000Z',
  current: true,
  ...values,
});
const phone = session({
  session_id: '6f1c2a56-0000-4000-8000-000000000002',
  browser: 'Safari on iOS',
  ip_address: '198.51.100.4',
  current: false,
});

const rows = async () => within(await screen.findByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem');

describe('SignedInSessions', () => {
  it('lists each browser, when and where from, marking this browser', async () => {
    mockApi.listSessions([session(), phone]);
    renderWithProviders(<SignedInSessions />);
    expect(screen.getByLabelText('Loading sessions')).toBeInTheDocument();
    const [here, there] = await rows();
    expect(within(here!).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(here!).getByText('This browser')).toBeInTheDocument();
    expect(
      within(here!).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'From 203.0.113.7'),
    ).toBeInTheDocument();
    expect(within(there!).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(there!).queryByText('This browser')).not.toBeInTheDocument();
  });

  it('signs another browser out and lists what is left', async () => {
    mockApi.listSessions(inTurn([session(), phone], [session()]));
    const ended = mockApi.endSession({ message: 'Signed out.' });
    renderWithProviders(<SignedInSessions />);
    const [, there] = await rows();
    await userEvent.setup().click(within(there!).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText('Safari on iOS was signed out')).toBeInTheDocument();
    expect(ended.last().params.id).toBe(phone.session_id);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(getSession().token).not.toBeNull();
  });

  it('signs out everywhere after confirming, and this browser with it', async () => {
    mockApi.listSessions([session(), phone]);
    const endAll = mockApi.endAllSessions({ message: 'Signed out everywhere.' });
    renderWithProviders(<SignedInSessions />);
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    expect(endAll.count).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(getSession().token).toBeNull());
    expect(endAll.count).toBe(1);
  });

  it('says when the sessions cannot be loaded, and tries again', async () => {
    mockApi.listSessions(inTurn(apiFailure(500, 'Internal error'), [session()]));
    renderWithProviders(<SignedInSessions />);
    expect(await screen.findByText('Could not load your sessions.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
  });

  it('says so when no browser is signed in', async () => {
    mockApi.listSessions([]);
    renderWithProviders(<SignedInSessions />);
    expect(await screen.findByText('No browser is signed in to your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });
});
