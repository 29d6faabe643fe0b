import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PASSWORD_COMMON_MESSAGE } from '@portal/contracts';
import { getSession } from '@portal/session';
import { apiFailure, inTurn, ME, mockApi, type MockCalls, MY_SUPPLIER, renderWithProviders, user as aUser } from '@portal/testing';

import { AccountDetails } from './account-details';

let changes: MockCalls<'changePassword'>;
beforeEach(() => {
  changes = mockApi.changePassword({ message: 'Password changed successfully', token: 'token-after-change' });
});

async function fill(values: { current?: string; next?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.current) await user.type(screen.getByLabelText('Current Password'), values.current);
  if (values.next) await user.type(screen.getByLabelText('New Password'), values.next);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm New Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('AccountDetails (change password)', () => {
  it('shows the email and that it is verified', () => {
    renderWithProviders(<AccountDetails user={aUser()} />);
    expect(screen.getByText('owner@karakoram.test')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('shows an address that is not verified, and Resend sends a new e-mail', async () => {
    const resent = mockApi.resendVerificationEmail({
      message: 'We have sent a new verification email to owner@karakoram.test.',
      email_verified: false,
    });
    renderWithProviders(<AccountDetails user={aUser({ email_verified: false })} />);
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('We have sent a new verification email to owner@karakoram.test.')).toBeInTheDocument();
    expect(resent.last().params.id).toBe(ME);
  });

  it("says 'Missing user credentials.' without a signed-in user", async () => {
    renderWithProviders(<AccountDetails user={null} />, { session: null });
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass1' });
    expect(await screen.findByText('Missing user credentials.')).toBeInTheDocument();
    expect(changes.count).toBe(0);
  });

  it("says 'All password fields are required.' when one is empty", async () => {
    renderWithProviders(<AccountDetails user={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1' });
    expect((await screen.findAllByText('All password fields are required.')).length).toBeGreaterThan(0);
    expect(changes.count).toBe(0);
  });

  it("says 'New password and confirmation do not match.'", async () => {
    renderWithProviders(<AccountDetails user={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass2' });
    expect((await screen.findAllByText('New password and confirmation do not match.')).length).toBeGreaterThan(0);
    expect(changes.count).toBe(0);
  });

  it('applies the sign-up rule to the new password', async () => {
    renderWithProviders(<AccountDetails user={null} />);
    await fill({ current: 'old-pass', next: '123', confirm: '123' });
    expect((await screen.findAllByText('Password must be at least 6 characters long.')).length).toBeGreaterThan(0);
    expect(changes.count).toBe(0);
  });

  it('sends { password, current_password }, confirms and clears the fields', async () => {
    renderWithProviders(<AccountDetails user={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass1' });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(changes.last().params.id).toBe(ME);
    expect(changes.last().body).toEqual({ password: 'new-pass1', current_password: 'old-pass' });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it('goes on with the new token the change answers, since it ended the old one', async () => {
    renderWithProviders(<AccountDetails user={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass1' });
    await screen.findByText('Password changed successfully');
    expect(getSession()).toMatchObject({ token: 'token-after-change', userId: ME, supplierId: MY_SUPPLIER });
  });

  it("shows the server's reason, or the fallback when there is none", async () => {
    // The second reply is not one the client can read.
    mockApi.changePassword(inTurn(apiFailure(400, 'Current password is incorrect.'), {} as never));
    renderWithProviders(<AccountDetails user={null} />);
    await fill({ current: 'wrong-one', next: 'new-pass1', confirm: 'new-pass1' });
    expect(await screen.findByText('Password change failed: Current password is incorrect.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to update password.')).toBeInTheDocument();
  });

  it('says at the New Password field that the server refused it as too common', async () => {
    mockApi.changePassword(apiFailure(400, 'Validation failed', [{ field: 'password', message: PASSWORD_COMMON_MESSAGE }]));
    renderWithProviders(<AccountDetails user={null} />);
    await fill({ current: 'old-pass', next: 'password1', confirm: 'password1' });
    await waitFor(() => expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('New Password').closest('.chakra-field__root')).toHaveTextContent(PASSWORD_COMMON_MESSAGE);
  });
});
