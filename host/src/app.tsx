import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { useSession } from '@portal/session';
import { PortalProviders, toast } from '@portal/ui';

import { AppErrorBoundary } from './app-error-boundary';
import { takeNotice } from './auth/handover';
import { LeaveForLogin } from './auth/leave-for-login';
import { RequireSession } from './auth/require-session';
import { RoleGate, useHomePath } from './auth/role-gate';
import { TwoStepSetupGate } from './auth/two-step-setup-gate';
import { RemoteRoute } from './federation/remote-route';
import { AppLayout } from './layout/app-layout';
import { LegalPageView } from './legal/legal-page-view';
import { legalPages } from './legal/legal-pages';
import { invitationRoute, protectedRoutes, signupRoute } from './routes/route-table';

/** What the page before left to say: the sign-in page's 'Login successful'. */
function ArrivalNotice() {
  useEffect(() => {
    const notice = takeNotice();
    if (notice) toast[notice.tone](notice.text);
  }, []);
  return null;
}

/** /signup is public; signed in, it renders inside the layout like every other screen. */
function SignupRoute() {
  const token = useSession((s) => s.token);
  const wizard = <RemoteRoute remote={signupRoute.remote} module={signupRoute.module} />;
  return token ? <AppLayout>{wizard}</AppLayout> : wizard;
}

/** `/` and unknown addresses: the member's start page (the dashboard, unless their role has none). */
function GoHome() {
  return <Navigate to={useHomePath()} replace />;
}

function AppRoutes() {
  return (
    <Routes>
      {/* /login is a page of its own (host/src/login), prerendered with a small bundle. */}
      <Route path={paths.login} element={<LeaveForLogin />} />
      <Route path={signupRoute.path} element={<SignupRoute />} />
      <Route path={invitationRoute.path} element={<RemoteRoute remote={invitationRoute.remote} module={invitationRoute.module} />} />
      {legalPages.map((page) => (
        <Route key={page.path} path={page.path} element={<LegalPageView page={page} />} />
      ))}
      <Route element={<RequireSession />}>
        <Route element={<TwoStepSetupGate layout={<AppLayout />} />}>
          {protectedRoutes.map(({ path, remote, module, reads, permission }) => (
            <Route
              key={path}
              path={path}
              element={
                <RoleGate permission={permission} isStartPage={path === paths.dashboard}>
                  <RemoteRoute remote={remote} module={module} reads={reads} />
                </RoleGate>
              }
            />
          ))}
          <Route path="/" element={<GoHome />} />
          <Route path="*" element={<GoHome />} />
        </Route>
      </Route>
    </Routes>
  );
}

/**
 * A data router, so screens can hold a navigation while a form has unsaved changes (useBlocker).
 * Its one route renders the route table; the error boundary sits inside it, so a screen's error
 * shows the portal's error screen rather than the router's own.
 */
const createPortalRouter = () =>
  createBrowserRouter([
    {
      path: '*',
      element: (
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      ),
    },
  ]);

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createPortalRouter);
  return (
    <PortalProviders queryClient={queryClient} globalStylesInPage>
      <ArrivalNotice />
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
