import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';

import {
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  paths,
  REMOTE_NAMES,
  RESET_LINK_INVALID_MESSAGE,
} from '@portal/contracts';
import { getSession, useSession } from '@portal/session';
import { apiFailure, http, HttpResponse, mockApi, server, TEST_API_BASE, TEST_SESSION } from '@portal/testing';

import { takeNotice } from '../auth/handover';
import { ResetPasswordPage } from './reset-password-page';
import { render as prerender } from './reset-password-prerender';

beforeEach(() => {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost/${name}/mf-manifest.json`]));
  server.use(http.get('http://localhost/portal.config.json', () => HttpResponse.json({ apiBaseUrl: TEST_API_BASE, remotes })));
});

/** The page as the e-mail's link opens it. */
function openLink(url: string) {
  window.history.replaceState(null, '', url);
  const onReset = jest.fn();
  render(<ResetPasswordPage onReset={onReset} />);
  return { onReset };
}

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('New password'));
  await user.clear(screen.getByLabelText('Confirm new password'));
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the reset password page', () => {
  it("sets the new password with the link's token, signs this browser out and leaves the sign-in page its message", async () => {
    const confirmed = mockApi.confirmPasswordReset({ message: PASSWORD_RESET_DONE_MESSAGE });
    useSession.getState().signIn(TEST_SESSION);
    const { onReset } = openLink(paths.resetPasswordLink('tok-en_123'));
    await choose('brand-new-pass');
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(confirmed.last().body).toEqual({ token: 'tok-en_123', password: 'brand-new-pass' });
    expect(getSession().token).toBeNull();
    expect(takeNotice()).toEqual({ tone: 'success', text: PASSWORD_RESET_DONE_MESSAGE });
  });

  it("applies the sign-up's password rules and asks for the same password twice, asking nothing", async () => {
    const confirmed = mockApi.confirmPasswordReset({ message: PASSWORD_RESET_DONE_MESSAGE });
    openLink(paths.resetPasswordLink('tok'));
    await choose('12345');
    expect(await screen.findByText(PASSWORD_LENGTH_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await choose('secret12', 'secret13');
    expect(await screen.findByText(PASSWORD_MISMATCH_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_LENGTH_MESSAGE)).not.toBeInTheDocument();
    expect(confirmed.count).toBe(0);
  });

  it('says when the link was used or has expired, with a way to ask for a new one', async () => {
    mockApi.confirmPasswordReset(apiFailure(400, RESET_LINK_INVALID_MESSAGE, [{ field: 'token', message: RESET_LINK_INVALID_MESSAGE }]));
    const { onReset } = openLink(paths.resetPasswordLink('used'));
    await choose('brand-new-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', paths.forgotPassword);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('says at the new password that the server refused it as too common, and the link still works', async () => {
    mockApi.confirmPasswordReset(apiFailure(400, 'Validation failed', [{ field: 'password', message: PASSWORD_COMMON_MESSAGE }]));
    const { onReset } = openLink(paths.resetPasswordLink('tok'));
    await choose('password1');
    expect(await screen.findByText(PASSWORD_COMMON_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('says so at once for a link without a token, offering no form', () => {
    openLink(paths.resetPassword);
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('hydrates its prerendered markup without a mismatch, the button off until then', async () => {
    window.history.replaceState(null, '', paths.resetPasswordLink('tok'));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = prerender();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <ResetPasswordPage onReset={() => undefined} />, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
    act(() => root.unmount());
    container.remove();
  });
});
