// Screens rendered as the host renders them: inside its providers (a fresh QueryClient with
// retries off, Chakra, the toaster), under a router at a URL, with a signed-in session unless told
// otherwise; the current location is readable, as a person's address bar would show it.
import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createContext, type ReactElement, type ReactNode, use, useState } from 'react';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';

import { createPortalQueryClient } from '@portal/api';
import { type SessionStore, useSession } from '@portal/session';
import { PortalProviders } from '@portal/ui';

import { TEST_SESSION } from './fixtures/account';

/** The portal's QueryClient for one test: no retries (a failure shows at once), no garbage timers. */
export const createTestQueryClient = (): QueryClient =>
  createPortalQueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

export interface RenderOptions {
  /** The URL the router starts at; '/' by default. */
  route?: string;
  /** Who is signed in: the test supplier by default, null for nobody. */
  session?: Parameters<SessionStore['signIn']>[0] | null;
  queryClient?: QueryClient;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** What the test renders: given through context, so `rerender` reaches the router's one route. */
const Rendered = createContext<ReactNode>(null);

function RenderedScreen() {
  return (
    <>
      {use(Rendered)}
      <LocationProbe />
    </>
  );
}

/**
 * A data router, as the host's: screens may use its hooks (useBlocker). Every path renders the
 * test's screen, which routes further itself (renderAtRoute).
 */
function TestRouter({ route, children }: { route: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <RenderedScreen /> }], { initialEntries: [route] }));
  return (
    <Rendered value={children}>
      <RouterProvider router={router} />
    </Rendered>
  );
}

/**
 * Renders `ui` as a screen of the portal; answers the render result (its `rerender` keeps the
 * providers) and the QueryClient.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session = TEST_SESSION, queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  if (session) useSession.getState().signIn(session);
  else useSession.getState().signOut();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProviders queryClient={queryClient}>
      <TestRouter route={route}>{children}</TestRouter>
    </PortalProviders>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** Renders `routes` (pattern to screen) at `url`; any other path renders nothing, so navigating away is visible. */
export function renderAtRoute(url: string, routes: Record<string, ReactElement>, options: Omit<RenderOptions, 'route'> = {}) {
  return renderWithProviders(
    <Routes>
      {Object.entries(routes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={null} />
    </Routes>,
    { ...options, route: url },
  );
}

/** Path and query of the current location of a rendered screen. */
export const currentLocation = (): string | null => screen.getByTestId('location').textContent;
