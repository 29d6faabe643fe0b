import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { paths, routePatterns } from '@portal/contracts';
import { getSession } from '@portal/session';
import { apiFailure, mockApi, renderWithProviders, TEST_SESSION, wholeText } from '@portal/testing';

import { InvitationPage } from './invitation-page';

const TOKEN = 'a'.repeat(43);
const invitation = {
  business_name: 'Karakoram Trails',
  role: 'operations',
  email: 'usman@karakoram.test',
  existing_account: false,
} as const;
const signedIn = {
  message: 'Login successful',
  token: 'member-token',
  user: { user_id: 'u-9', supplier_id: 's-1', role: 'operations', full_name: 'Usman Ali', email: invitation.email },
} as const;

function openLink(session: typeof TEST_SESSION | null = null) {
  renderWithProviders(
    <Routes>
      <Route path={routePatterns.invitation} element={<InvitationPage />} />
      <Route path="/" element={<h1>Start page</h1>} />
    </Routes>,
    { route: paths.invitation(TOKEN), session },
  );
  return userEvent.setup();
}

describe('the invitation page', () => {
  it('lets a new person make their login with name, phone and password, and signs them in to the business', async () => {
    mockApi.previewInvitation(invitation);
    const accepted = mockApi.acceptInvitation(signedIn);
    const user = openLink();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Karakoram Trails' })).toBeInTheDocument();
    expect(screen.getByText(wholeText('You are invited as Operations, with the e-mail usman@karakoram.test.'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(accepted.count).toBe(0);
    await user.type(screen.getByLabelText('Full name'), 'Usman Ali');
    await user.type(screen.getByLabelText('Phone number'), '3001234567');
    await user.type(screen.getByLabelText('Set password'), 'kestrel-ridge-9');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeInTheDocument();
    expect(accepted.last().params).toEqual({ token: TOKEN });
    expect(accepted.last().body).toMatchObject({ full_name: 'Usman Ali', password: 'kestrel-ridge-9' });
    expect(getSession()).toMatchObject({ token: 'member-token', supplierId: 's-1', role: 'operations' });
  });

  it('asks someone with a login to sign in first', async () => {
    mockApi.previewInvitation({ ...invitation, existing_account: true });
    openLink();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
  });

  it('joins the business for a signed-in person', async () => {
    mockApi.previewInvitation({ ...invitation, existing_account: true });
    const joined = mockApi.joinInvitation(signedIn);
    const user = openLink(TEST_SESSION);
    await user.click(await screen.findByRole('button', { name: 'Join Karakoram Trails' }));
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeInTheDocument();
    expect(joined.count).toBe(1);
    expect(getSession()).toMatchObject({ supplierId: 's-1', role: 'operations' });
  });

  it('says a used, withdrawn or expired link is not valid', async () => {
    mockApi.previewInvitation(apiFailure(404, 'Not found'));
    openLink();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeInTheDocument();
  });
});
