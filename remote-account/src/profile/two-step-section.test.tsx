import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TWO_STEP_CODE_MESSAGE, TWO_STEP_REQUIRED_MESSAGE, TWO_STEP_WRONG_CODE_MESSAGE } from '@portal/contracts';
import { askTwoStepSetup, twoStepSetupAsked } from '@portal/session';
import { apiFailure, inTurn, mockApi, NETWORK_ERROR, renderWithProviders, twoStepStatus } from '@portal/testing';

import { TwoStepSection } from './two-step-section';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const wrong = apiFailure(400, TWO_STEP_WRONG_CODE_MESSAGE, [{ field: 'code', message: TWO_STEP_WRONG_CODE_MESSAGE }]);

describe('Two-step sign-in on the profile', () => {
  it('sets up with a QR code and the key as text, refuses a wrong code at its field, then shows the ten codes once', async () => {
    askTwoStepSetup(true);
    mockApi.getTwoStep(inTurn(twoStepStatus(), twoStepStatus({ enabled: true, recovery_codes_left: 10 })));
    mockApi.startTwoStep({ secret: SECRET, otpauth_uri: `otpauth://totp/Supplier%20Portal:me?secret=${SECRET}&issuer=Supplier%20Portal` });
    const confirms = mockApi.confirmTwoStep(inTurn(wrong, { recovery_codes: codes }));
    renderWithProviders(<TwoStepSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));

    expect(await screen.findByLabelText('QR code for your authenticator app')).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText('2. Code from the app');
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TWO_STEP_CODE_MESSAGE)).toBeInTheDocument();
    expect(confirms.count).toBe(0);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TWO_STEP_WRONG_CODE_MESSAGE)).toBeInTheDocument();
    expect(confirms.last().body).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const shown = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(twoStepSetupAsked()).toBe(false);
    await user.click(within(shown).getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('Two-step sign-in is on. 10 of 10 recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByText(codes[0]!)).not.toBeInTheDocument();
  });

  it('turns off with the password and a code, showing the server’s refusal at its field', async () => {
    mockApi.getTwoStep(inTurn(twoStepStatus({ enabled: true, recovery_codes_left: 7 }), twoStepStatus()));
    const disables = mockApi.disableTwoStep(
      inTurn(apiFailure(400, 'The password is not right.', [{ field: 'password', message: 'The password is not right.' }]), {
        message: 'Two-step sign-in is off.',
      }),
    );
    renderWithProviders(<TwoStepSection />);
    const user = userEvent.setup();
    expect(await screen.findByText('Two-step sign-in is on. 7 of 10 recovery codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(disables.count).toBe(0);

    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), 'ABCD0-EFGH0');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText('The password is not right.')).toBeInTheDocument();
    expect(disables.last().body).toEqual({ password: 'secret123', code: 'abcd0-efgh0' });

    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  });

  it('says when the business requires it, and offers a retry when the status cannot be read', async () => {
    mockApi.getTwoStep(inTurn(NETWORK_ERROR, twoStepStatus({ required: true })));
    renderWithProviders(<TwoStepSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByText(TWO_STEP_REQUIRED_MESSAGE)).toBeInTheDocument();
  });
});
