// Runs one remote alone (`pnpm --filter remote-x dev`) with the providers the host gives it,
// signed in as the demo supplier, so a screen can be worked on without the shell.
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Route, RouterProvider, Routes } from 'react-router-dom';

import { configureApi, createPortalQueryClient, login } from '@portal/api';
import { API_PREFIX, DEMO_SUPPLIER } from '@portal/contracts';
import { getSession, useSession } from '@portal/session';
import { HStack, PortalProviders } from '@portal/ui';

export interface HarnessRoute {
  path: string;
  element: ReactElement;
}

export async function startDevHarness(routes: readonly HarnessRoute[]): Promise<void> {
  configureApi({ baseUrl: new URL(API_PREFIX, location.href).href, onUnauthorized: () => useSession.getState().signOut() });
  if (!getSession().token) {
    const reply = await login(DEMO_SUPPLIER).catch((error: unknown) => {
      console.warn('Demo sign-in failed; is the server running on port 4000?', error);
      return null;
    });
    // The demo supplier has no two-step sign-in: a reply asking for a code is not expected here.
    if (reply && reply.two_step !== 'code')
      useSession
        .getState()
        .signIn({ token: reply.token, userId: reply.user.user_id, supplierId: reply.user.supplier_id, role: reply.user.role });
  }
  // Run alone, the remote is its own host: it owns the QueryClient.
  const queryClient = createPortalQueryClient();
  // A data router, as the host's (screens may hold a navigation with useBlocker).
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <HStack as="nav" gap="4" p="3" bg="gray.100" fontSize="sm">
            {routes
              .filter((r) => !r.path.includes(':'))
              .map((r) => (
                <Link key={r.path} to={r.path}>
                  {r.path}
                </Link>
              ))}
          </HStack>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
        </>
      ),
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <PortalProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
}
