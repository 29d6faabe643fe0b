import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PASSWORD_LENGTH_MESSAGE, PASSWORD_MISMATCH_MESSAGE, PASSWORD_RESET_DONE_MESSAGE, RESET_LINK_INVALID_MESSAGE, paths,
} from '@portal/contracts';
import { useSession } from '@portal/session';
import { TEST_SESSION, apiFailure, mockApi, renderAtRoute } from '@portal/testing';
import { ResetPasswordPage } from './reset-password-page';

const renderPage = (url: string, session: typeof TEST_SESSION | null = null) =>
  renderAtRoute(url, { [paths.resetPassword]: <ResetPasswordPage /> }, { session });

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it("sets the new password with the link's token, signs this browser out and offers to sign in", async () => {
    const confirmed = mockApi.confirmPasswordReset({ message: PASSWORD_RESET_DONE_MESSAGE });
    renderPage(paths.resetPasswordLink('tok-en_123'), TEST_SESSION);
    await choose('brand-new-pass');
    expect(await screen.findByText(PASSWORD_RESET_DONE_MESSAGE)).toHaveAttribute('role', 'status');
    expect(confirmed.last().body).toEqual({ token: 'tok-en_123', password: 'brand-new-pass' });
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
  });

  it("applies the sign-up's password rules and asks for the same password twice, asking nothing", async () => {
    const confirmed = mockApi.confirmPasswordReset({ message: PASSWORD_RESET_DONE_MESSAGE });
    renderPage(paths.resetPasswordLink('tok'));
    await choose('12345');
    expect(await screen.findByText(PASSWORD_LENGTH_MESSAGE)).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await choose('secret12', 'secret13');
    expect(await screen.findByText(PASSWORD_MISMATCH_MESSAGE)).toBeInTheDocument();
    expect(confirmed.count).toBe(0);
  });

  it('says when the link was used or has expired, with a way to ask for a new one', async () => {
    mockApi.confirmPasswordReset(apiFailure(400, RESET_LINK_INVALID_MESSAGE, [{ field: 'token', message: RESET_LINK_INVALID_MESSAGE }]));
    renderPage(paths.resetPasswordLink('used'));
    await choose('brand-new-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', paths.forgotPassword);
  });

  it('says so at once for a link without a token', () => {
    renderPage(paths.resetPassword);
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
