import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '@portal/session';
import { ME, MY_SUPPLIER, apiFailure, inTurn, mockApi, renderWithProviders, type Calls } from '@portal/testing';
import { AccountDetails } from './account-details';

let changes: Calls;
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
  it('shows the email', () => {
    renderWithProviders(<AccountDetails email="owner@karakoram.test" />);
    expect(screen.getByText('owner@karakoram.test')).toBeInTheDocument();
  });

  it("says 'Missing user credentials.' without a signed-in user", async () => {
    renderWithProviders(<AccountDetails email={null} />, { session: null });
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass1' });
    expect(await screen.findByText('Missing user credentials.')).toBeInTheDocument();
    expect(changes.count).toBe(0);
  });

  it("says 'All password fields are required.' when one is empty", async () => {
    renderWithProviders(<AccountDetails email={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1' });
    expect((await screen.findAllByText('All password fields are required.')).length).toBeGreaterThan(0);
    expect(changes.count).toBe(0);
  });

  it("says 'New password and confirmation do not match.'", async () => {
    renderWithProviders(<AccountDetails email={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass2' });
    expect((await screen.findAllByText('New password and confirmation do not match.')).length).toBeGreaterThan(0);
    expect(changes.count).toBe(0);
  });

  it('applies the sign-up rule to the new password', async () => {
    renderWithProviders(<AccountDetails email={null} />);
    await fill({ current: 'old-pass', next: '123', confirm: '123' });
    expect((await screen.findAllByText('Password must be at least 6 characters long.')).length).toBeGreaterThan(0);
    expect(changes.count).toBe(0);
  });

  it('sends { password, current_password }, confirms and clears the fields', async () => {
    renderWithProviders(<AccountDetails email={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass1' });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(changes.last().params.userId).toBe(ME);
    expect(changes.last().body).toEqual({ password: 'new-pass1', current_password: 'old-pass' });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it('goes on with the new token the change answers, since it ended the old one', async () => {
    renderWithProviders(<AccountDetails email={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass1' });
    await screen.findByText('Password changed successfully');
    expect(getSession()).toMatchObject({ token: 'token-after-change', userId: ME, supplierId: MY_SUPPLIER });
  });

  it("shows the server's reason, or the fallback when there is none", async () => {
    // The second reply is not one the client can read.
    mockApi.changePassword(inTurn(apiFailure(400, 'Current password is incorrect.'), {} as never));
    renderWithProviders(<AccountDetails email={null} />);
    await fill({ current: 'wrong-one', next: 'new-pass1', confirm: 'new-pass1' });
    expect(await screen.findByText('Password change failed: Current password is incorrect.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to update password.')).toBeInTheDocument();
  });
});
