import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';

import type { PortalConfig } from '@portal/contracts';
import { createTestQueryClient, http, HttpResponse, server } from '@portal/testing';

import { startPortal } from './start-portal';

const CONFIG_URL = 'http://localhost/portal.config.json';
const config: PortalConfig = {
  apiBaseUrl: 'http://localhost:4000/api/v1',
  remotes: {
    account: 'http://localhost:3001/mf-manifest.json',
    messaging: 'http://localhost:3002/mf-manifest.json',
    support: 'http://localhost:3003/mf-manifest.json',
    bookings: 'http://localhost:3004/mf-manifest.json',
    listings: 'http://localhost:3005/mf-manifest.json',
    signup: 'http://localhost:3006/mf-manifest.json',
  },
};

/** The answers of portal.config.json, one per request, the last one repeated. */
function configAnswers(...answers: (() => Response)[]) {
  let asked = 0;
  server.use(http.get(CONFIG_URL, () => answers[Math.min(asked++, answers.length - 1)]!()));
  return { count: () => asked };
}

describe('starting the portal', () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    jest.restoreAllMocks();
  });

  it('launches with the configuration it loaded', async () => {
    configAnswers(() => HttpResponse.json(config));
    const launch = jest.fn();
    await act(() => startPortal(root, createTestQueryClient(), launch));
    expect(launch).toHaveBeenCalledWith(config);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reaches the API and the remotes named by paths at the page's own address, whatever its host name", async () => {
    const paths = {
      apiBaseUrl: '/api/v1',
      remotes: Object.fromEntries(Object.keys(config.remotes).map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
    };
    configAnswers(() => HttpResponse.json(paths));
    const launch = jest.fn();
    await act(() => startPortal(root, createTestQueryClient(), launch));
    const [launched] = launch.mock.calls[0] as [PortalConfig];
    expect(launched.apiBaseUrl).toBe('http://localhost/api/v1');
    expect(launched.remotes.account).toBe('http://localhost/remotes/account/mf-manifest.json');
    expect(launched.remotes.signup).toBe('http://localhost/remotes/signup/mf-manifest.json');
  });

  it('shows an error with Retry when portal.config.json cannot be loaded, and starts once Retry loads it', async () => {
    const answers = configAnswers(
      () => new HttpResponse('Service Unavailable', { status: 503 }),
      () => HttpResponse.json(config),
    );
    const launch = jest.fn();
    await act(() => startPortal(root, createTestQueryClient(), launch));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The portal could not start');
    expect(launch).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(launch).toHaveBeenCalledWith(config));
    expect(answers.count()).toBe(2);
  });

  it('treats a network failure and a reply that is not the configuration alike', async () => {
    configAnswers(
      () => HttpResponse.error(),
      () => HttpResponse.json({ apiBaseUrl: 42 }),
    );
    const launch = jest.fn();
    await act(() => startPortal(root, createTestQueryClient(), launch));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Its settings could not be loaded.');
    expect(launch).not.toHaveBeenCalled();
  });
});
