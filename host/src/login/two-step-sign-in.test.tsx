import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  type LoginReply,
  REMOTE_NAMES,
  TWO_STEP_CHALLENGE_ENDED_MESSAGE,
  TWO_STEP_REQUIRED_MESSAGE,
  TWO_STEP_WRONG_CODE_MESSAGE,
} from '@portal/contracts';
import { getSession, twoStepSetupAsked } from '@portal/session';
import { apiFailure, http, HttpResponse, inTurn, mockApi, server, TEST_API_BASE } from '@portal/testing';

import { takeNotice } from '../auth/handover';
import { LoginPage } from './login-page';

const signedIn: LoginReply = {
  message: 'Login successful',
  token: 'new-token',
  user: { user_id: 'u-7', supplier_id: 's-7', role: 'owner', full_name: 'Ali Raza', email: 'owner@karakoram.test' },
};
const challenge = { message: 'Enter the code from your authenticator app', two_step: 'code', challenge: 'c-1', expires_in: 300 } as const;

beforeEach(() => {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost/${name}/mf-manifest.json`]));
  server.use(http.get('http://localhost/portal.config.json', () => HttpResponse.json({ apiBaseUrl: TEST_API_BASE, remotes })));
});

async function signInWithPassword() {
  const onSignedIn = jest.fn();
  render(<LoginPage notice={null} onSignedIn={onSignedIn} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'owner@karakoram.test');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { user, onSignedIn };
}

describe('signing in with two-step on', () => {
  it('asks for the code after the password, with no session until the code is right', async () => {
    mockApi.login(challenge);
    const codes = mockApi.signInWithCode(inTurn(apiFailure(400, TWO_STEP_WRONG_CODE_MESSAGE), signedIn));
    const { user, onSignedIn } = await signInWithPassword();
    const code = await screen.findByLabelText('Code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(getSession().token).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter a code from your authenticator app or a recovery code.')).toBeInTheDocument();
    expect(codes.count).toBe(0);

    await user.type(code, '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_WRONG_CODE_MESSAGE);
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(codes.last().body).toEqual({ challenge: 'c-1', code: '654321' });
    expect(getSession()).toMatchObject({ token: 'new-token', userId: 'u-7', supplierId: 's-7' });
    expect(takeNotice()).toEqual({ tone: 'success', text: 'Login successful' });
  });

  it('goes back to the password when the challenge has expired', async () => {
    mockApi.login(challenge);
    mockApi.signInWithCode(apiFailure(401, TWO_STEP_CHALLENGE_ENDED_MESSAGE));
    const { user } = await signInWithPassword();
    await user.type(await screen.findByLabelText('Code'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_STEP_CHALLENGE_ENDED_MESSAGE);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('hands over to the set-up when the business requires two-step', async () => {
    mockApi.login({ ...signedIn, two_step: 'setup' });
    const { onSignedIn } = await signInWithPassword();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(twoStepSetupAsked()).toBe(true);
    expect(takeNotice()).toEqual({ tone: 'info', text: TWO_STEP_REQUIRED_MESSAGE });
  });
});
