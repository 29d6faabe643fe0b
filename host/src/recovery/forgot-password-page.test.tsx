import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { EMAIL_MESSAGE, PASSWORD_RESET_SENT_MESSAGE, paths, REMOTE_NAMES } from '@portal/contracts';
import { apiFailure, held, http, HttpResponse, mockApi, NETWORK_ERROR, server, TEST_API_BASE } from '@portal/testing';

import { ForgotPasswordPage } from './forgot-password-page';

// The page reads the API's address from portal.config.json, as the shell and the sign-in page do.
beforeEach(() => {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost/${name}/mf-manifest.json`]));
  server.use(http.get('http://localhost/portal.config.json', () => HttpResponse.json({ apiBaseUrl: TEST_API_BASE, remotes })));
});

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('the forgot password page', () => {
  it('sends the e-mail as the contract normalises it and says what the server says, account or not', async () => {
    const request = held<{ message: string }>();
    const asked = mockApi.requestPasswordReset(request.reply);
    render(<ForgotPasswordPage />);
    await ask('  Owner@Karakoram.test ');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    request.settle({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_SENT_MESSAGE);
    expect(asked.last().body).toEqual({ email: 'owner@karakoram.test' });
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', paths.login);
  });

  it('checks the address in the form first, asking nothing', async () => {
    const asked = mockApi.requestPasswordReset({ message: PASSWORD_RESET_SENT_MESSAGE });
    render(<ForgotPasswordPage />);
    await ask('not-an-email');
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(asked.count).toBe(0);
  });

  it("shows the server's refusal, such as too many requests, and 'Something went wrong' when it cannot be reached", async () => {
    mockApi.requestPasswordReset(apiFailure(429, 'Too many requests. Please try again in 15 minutes.'));
    render(<ForgotPasswordPage />);
    await ask('owner@karakoram.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 15 minutes.');
    mockApi.requestPasswordReset(NETWORK_ERROR);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
