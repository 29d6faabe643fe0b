import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type Invitation, LAST_OWNER_DEMOTE_MESSAGE, type TeamMember } from '@portal/contracts';
import { apiUrl, http, HttpResponse, renderWithProviders, server } from '@portal/testing';

import { TeamPage } from './team-page';

const owner: TeamMember = {
  member_id: 'm-1',
  full_name: 'Amna Owner',
  email: 'amna@example.test',
  role: 'owner',
  status: 'active',
  last_sign_in_at: '2026-11-20T09:30:00.000Z',
  you: true,
};
const operations: TeamMember = {
  member_id: 'm-2',
  full_name: 'Bilal Ops',
  email: 'bilal@example.test',
  role: 'operations',
  status: 'active',
  last_sign_in_at: null,
  you: false,
};
const invitation: Invitation = {
  invitation_id: 'i-1',
  email: 'sara@example.test',
  role: 'finance',
  created_at: '2026-11-20T09:30:00.000Z',
  expires_at: '2026-11-27T09:30:00.000Z',
  status: 'pending',
};

function serve(members: TeamMember[] = [owner, operations], invitations: Invitation[] = [invitation]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'DELETE' ? null : await request.json().catch(() => null),
    });
  };
  server.use(
    http.get(apiUrl('team/members'), () => HttpResponse.json(members)),
    http.get(apiUrl('team/invitations'), () => HttpResponse.json(invitations)),
    http.get(apiUrl('team/two-step'), () => HttpResponse.json({ required: false })),
    http.post(apiUrl('team/invitations'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...invitation, invitation_id: 'i-2', email: 'new@example.test', role: 'operations' }, { status: 201 });
    }),
    http.delete(apiUrl('team/members/:id'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ message: 'Member removed.' });
    }),
    http.post(apiUrl('team/invitations/:id/resend'), async ({ request }) => {
      await record(request);
      return HttpResponse.json(invitation);
    }),
    http.delete(apiUrl('team/invitations/:id'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ message: 'Invitation withdrawn.' });
    }),
  );
  return sent;
}

describe('TeamPage', () => {
  it('lists members with role, status and last sign-in, and the pending invitations', async () => {
    serve();
    renderWithProviders(<TeamPage />);
    const row = (await screen.findByText('Bilal Ops')).closest('tr')!;
    expect(within(row).getByRole('combobox', { name: 'Role of Bilal Ops' })).toHaveValue('operations');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Amna Owner (you)')).toBeInTheDocument();
    expect(await screen.findByText('sara@example.test')).toBeInTheDocument();
    expect(screen.getByText(/^Finance, valid until/)).toBeInTheDocument();
  });

  it('links to the activity log', async () => {
    serve();
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('link', { name: 'Activity log' })).toHaveAttribute('href', '/team/activity');
  });

  it('says when there are no pending invitations, and offers a retry when the team does not load', async () => {
    serve([owner], []);
    server.use(http.get(apiUrl('team/members'), () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    renderWithProviders(<TeamPage />);
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the team.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('checks the e-mail in the form, then invites with e-mail and role', async () => {
    const sent = serve();
    const u = userEvent.setup();
    renderWithProviders(<TeamPage />);
    await u.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Invite member' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await u.clear(screen.getByLabelText('E-mail'));
    await u.type(screen.getByLabelText('E-mail'), 'New@Example.test');
    await u.selectOptions(screen.getByLabelText('Role'), 'Finance');
    await u.click(screen.getByRole('button', { name: 'Invite member' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/v1/team/invitations', body: { email: 'new@example.test', role: 'finance' } }]);
  });

  it('removes a member only after the question is confirmed', async () => {
    const sent = serve();
    const u = userEvent.setup();
    renderWithProviders(<TeamPage />);
    const row = (await screen.findByText('Bilal Ops')).closest('tr')!;
    await u.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bilal Ops?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await u.click(within(row).getByRole('button', { name: 'Remove' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Bilal Ops was removed')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/v1/team/members/m-2', body: null }]);
  });

  it("shows the server's refusal to demote the last owner", async () => {
    serve();
    server.use(http.patch(apiUrl('team/members/:id'), () => HttpResponse.json({ message: LAST_OWNER_DEMOTE_MESSAGE }, { status: 409 })));
    const u = userEvent.setup();
    renderWithProviders(<TeamPage />);
    await u.selectOptions(await screen.findByRole('combobox', { name: 'Role of Amna Owner' }), 'Manager');
    expect(await screen.findByText(LAST_OWNER_DEMOTE_MESSAGE)).toBeInTheDocument();
  });

  it('resends and withdraws a pending invitation', async () => {
    const sent = serve();
    const u = userEvent.setup();
    renderWithProviders(<TeamPage />);
    await u.click(await screen.findByRole('button', { name: 'Resend the invitation to sara@example.test' }));
    expect(await screen.findByText('Invitation sent again to sara@example.test')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Withdraw the invitation to sara@example.test' }));
    expect(await screen.findByText('Invitation to sara@example.test withdrawn')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.map((one) => `${one.method} ${one.path}`)).toEqual([
        'POST /api/v1/team/invitations/i-1/resend',
        'DELETE /api/v1/team/invitations/i-1',
      ]),
    );
  });
});
