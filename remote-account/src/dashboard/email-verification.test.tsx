import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { userQueries } from '@portal/api';
import { EMAIL_ALREADY_VERIFIED_MESSAGE } from '@portal/contracts';
import { apiFailure, dashboard, ME, mockApi, renderWithProviders, user, wholeText } from '@portal/testing';

import { DashboardPage } from './dashboard-page';

// echarts needs a canvas; the options it receives are tested in chart-options.test.ts.
jest.mock('./charts/echart', () => ({ EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const NOT_VERIFIED = 'Your email address owner@karakoram.test is not verified yet. Open the link we sent you, or ask for a new one.';

describe('the dashboard and e-mail verification', () => {
  beforeEach(() => mockApi.getDashboard(dashboard()));

  it('reminds a supplier whose e-mail is not verified, and Resend sends a new link', async () => {
    mockApi.getUser(user({ email_verified: false }));
    const resent = mockApi.resendVerificationEmail({
      message: 'We have sent a new verification email to owner@karakoram.test.',
      email_verified: false,
    });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText(wholeText(NOT_VERIFIED))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('We have sent a new verification email to owner@karakoram.test.')).toBeInTheDocument();
    expect(resent.count).toBe(1);
    expect(resent.last().params.id).toBe(ME);
  });

  it('takes the reminder away when the server says the address was verified meanwhile', async () => {
    mockApi.getUser(user({ email_verified: false }));
    mockApi.resendVerificationEmail({ message: EMAIL_ALREADY_VERIFIED_MESSAGE, email_verified: true });
    const { queryClient } = renderWithProviders(<DashboardPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(EMAIL_ALREADY_VERIFIED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(wholeText(NOT_VERIFIED))).not.toBeInTheDocument();
    expect(queryClient.getQueryData(userQueries.detail(ME).queryKey)?.email_verified).toBe(true);
  });

  it("shows the server's refusal of too many requests", async () => {
    mockApi.getUser(user({ email_verified: false }));
    mockApi.resendVerificationEmail(apiFailure(429, 'Rate limit exceeded, retry in 1 hour'));
    renderWithProviders(<DashboardPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Could not send the email: Rate limit exceeded, retry in 1 hour')).toBeInTheDocument();
  });

  it('says nothing once the e-mail is verified', async () => {
    mockApi.getUser(user());
    renderWithProviders(<DashboardPage />);
    await screen.findByRole('heading', { name: 'Welcome, Ali Raza' });
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });
});
