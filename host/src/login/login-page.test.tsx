import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';

import { type LoginReply, REMOTE_NAMES } from '@portal/contracts';
import { getSession } from '@portal/session';
import { apiFailure, held, http, HttpResponse, mockApi, NETWORK_ERROR, server, TEST_API_BASE } from '@portal/testing';

import { type Notice, takeNotice } from '../auth/handover';
import { LoginPage } from './login-page';
import { render as prerender } from './prerender';

const reply: LoginReply = {
  message: 'Login successful',
  token: 'new-token',
  user: { user_id: 'u-7', supplier_id: 's-7', role: 'owner', full_name: 'Ali Raza', email: 'owner@karakoram.test' },
};

// The page reads the API's address from portal.config.json, as the shell does.
beforeEach(() => {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost/${name}/mf-manifest.json`]));
  server.use(http.get('http://localhost/portal.config.json', () => HttpResponse.json({ apiBaseUrl: TEST_API_BASE, remotes })));
});

function renderPage(notice: Notice | null = null) {
  const onSignedIn = jest.fn();
  render(<LoginPage notice={notice} onSignedIn={onSignedIn} />);
  return { onSignedIn };
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('the sign-in page', () => {
  it('signs in with the e-mail as the contract normalises it, keeps the session and hands over with the spec’s toast', async () => {
    const login = held<LoginReply>();
    const calls = mockApi.login(login.reply);
    const { onSignedIn } = renderPage();
    await submit('  Owner@Karakoram.test ', 'secret1');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    act(() => login.settle(reply));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    // Still busy while the portal loads in its place.
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(calls.last().body).toEqual({ email: 'owner@karakoram.test', password: 'secret1' });
    expect(getSession()).toMatchObject({ token: 'new-token', userId: 'u-7', supplierId: 's-7' });
    expect(takeNotice()).toEqual({ tone: 'success', text: 'Login successful' });
  });

  it('shows the server’s message and stays signed out when the password is wrong', async () => {
    mockApi.login(apiFailure(401, 'Invalid email or password'));
    const { onSignedIn } = renderPage();
    await submit('owner@karakoram.test', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getSession().token).toBeNull();
  });

  it('says Something went wrong when the server cannot be reached', async () => {
    mockApi.login(NETWORK_ERROR);
    renderPage();
    await submit('owner@karakoram.test', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('checks the fields with the contract’s messages before asking the server', async () => {
    const calls = mockApi.login(reply);
    renderPage();
    await submit('', '');
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await submit('not-an-address', 'secret1');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('shows what the previous page left to say in its message line', () => {
    renderPage({ tone: 'info', text: 'You were signed out.' });
    expect(screen.getByRole('status')).toHaveTextContent('You were signed out.');
  });
});

describe('the prerendered sign-in page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the form with its links, with Sign In off until the page is hydrated', () => {
    document.body.innerHTML = `<div id="root">${prerender()}</div>`;
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create your supplier account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    for (const title of ['Contact', 'Legal notice', 'Privacy policy', 'Supplier terms'])
      expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
  });

  it('hydrates without a mismatch, keeps what was typed before, then shows the notice and turns Sign In on', async () => {
    const container = document.createElement('div');
    container.innerHTML = prerender();
    document.body.appendChild(container);
    screen.getByLabelText<HTMLInputElement>('Email').value = 'typed@before.test';
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <LoginPage notice={{ tone: 'info', text: 'Signed out.' }} onSignedIn={() => undefined} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Signed out.');
    expect(screen.getByLabelText('Email')).toHaveValue('typed@before.test');
    act(() => root.unmount());
  });
});
