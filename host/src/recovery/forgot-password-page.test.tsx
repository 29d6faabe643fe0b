import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_MESSAGE, PASSWORD_RESET_SENT_MESSAGE, paths } from '@portal/contracts';
import { apiFailure, held, mockApi, renderAtRoute } from '@portal/testing';
import { ForgotPasswordPage } from './forgot-password-page';

const renderPage = () => renderAtRoute(paths.forgotPassword, { [paths.forgotPassword]: <ForgotPasswordPage /> }, { session: null });

describe('ForgotPasswordPage', () => {
  it('sends the e-mail and says what the server says, account or not', async () => {
    const request = held<{ message: string }>();
    const asked = mockApi.requestPasswordReset(request.reply);
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), '  Owner@Karakoram.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: /Sending/ })).toBeDisabled();
    request.settle({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(await screen.findByText(PASSWORD_RESET_SENT_MESSAGE)).toHaveAttribute('role', 'status');
    expect(asked.last().body).toEqual({ email: 'owner@karakoram.test' });
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', paths.login);
  });

  it('checks the address in the form first, asking nothing', async () => {
    const asked = mockApi.requestPasswordReset({ message: PASSWORD_RESET_SENT_MESSAGE });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(asked.count).toBe(0);
  });

  it("shows the server's refusal, such as too many requests", async () => {
    mockApi.requestPasswordReset(apiFailure(429, 'Too many requests. Please try again in 15 minutes.'));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'owner@karakoram.test');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 15 minutes.');
  });
});
