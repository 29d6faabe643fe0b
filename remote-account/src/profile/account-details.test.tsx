import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changePassword } from '@portal/api';
import { ApiError } from '../common/api-mock';
import { renderScreen, SIGNED_IN } from '../common/render';
import { AccountDetails } from './account-details';

jest.mock('@portal/api', () => ({ ...jest.requireActual<object>('../common/api-mock'), changePassword: jest.fn() }));

async function fill(values: { current?: string; next?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.current) await user.type(screen.getByLabelText('Current Password'), values.current);
  if (values.next) await user.type(screen.getByLabelText('New Password'), values.next);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm New Password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('AccountDetails (change password)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the email', () => {
    renderScreen(<AccountDetails email="owner@karakoram.test" />);
    expect(screen.getByText('owner@karakoram.test')).toBeInTheDocument();
  });

  it("says 'Missing user credentials.' without a signed-in user", async () => {
    renderScreen(<AccountDetails email={null} />, { token: null, userId: null, supplierId: null });
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass1' });
    expect(await screen.findByText('Missing user credentials.')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("says 'All password fields are required.' when one is empty", async () => {
    renderScreen(<AccountDetails email={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1' });
    expect((await screen.findAllByText('All password fields are required.')).length).toBeGreaterThan(0);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("says 'New password and confirmation do not match.'", async () => {
    renderScreen(<AccountDetails email={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass2' });
    expect((await screen.findAllByText('New password and confirmation do not match.')).length).toBeGreaterThan(0);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('applies the sign-up rule to the new password', async () => {
    renderScreen(<AccountDetails email={null} />);
    await fill({ current: 'old-pass', next: '123', confirm: '123' });
    expect((await screen.findAllByText('Password must be at least 6 characters long.')).length).toBeGreaterThan(0);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('sends { password, current_password }, confirms and clears the fields', async () => {
    jest.mocked(changePassword).mockResolvedValue({ message: 'Password changed successfully' });
    renderScreen(<AccountDetails email={null} />);
    await fill({ current: 'old-pass', next: 'new-pass1', confirm: 'new-pass1' });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith(SIGNED_IN.userId, { password: 'new-pass1', current_password: 'old-pass' });
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it("shows the server's reason, or the fallback when there is none", async () => {
    jest.mocked(changePassword).mockRejectedValueOnce(new ApiError(400, 'Current password is incorrect.'));
    renderScreen(<AccountDetails email={null} />);
    await fill({ current: 'wrong-one', next: 'new-pass1', confirm: 'new-pass1' });
    expect(await screen.findByText('Password change failed: Current password is incorrect.')).toBeInTheDocument();
    jest.mocked(changePassword).mockRejectedValueOnce(new Error('boom'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to update password.')).toBeInTheDocument();
  });
});
