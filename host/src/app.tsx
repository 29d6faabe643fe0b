import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Center, PortalProviders, Spinner } from '@portal/ui';
import { AppErrorBoundary } from './app-error-boundary';
import { RequireSession } from './auth/require-session';
import { RemoteRoute } from './federation/remote-route';
import { AppLayout } from './layout/app-layout';
import { LegalPageView } from './legal/legal-page-view';
import { legalPages } from './legal/legal-pages';
import { protectedRoutes, signupRoute } from './routes/route-table';

// Only /login needs the form machinery (@portal/forms, react-hook-form): a signed-in page never loads it.
const LoginPage = lazy(() => import('./auth/login-page').then((module) => ({ default: module.LoginPage })));

const pageLoading = <Center minH="100vh"><Spinner size="lg" color="teal.600" aria-label="Loading" /></Center>;

/** /signup is public; signed in, it renders inside the layout like every other screen. */
function SignupRoute() {
  const token = useSession((s) => s.token);
  const wizard = <RemoteRoute remote={signupRoute.remote} module={signupRoute.module} />;
  return token ? <AppLayout>{wizard}</AppLayout> : wizard;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.login} element={<Suspense fallback={pageLoading}><LoginPage /></Suspense>} />
      <Route path={signupRoute.path} element={<SignupRoute />} />
      {legalPages.map((page) => (
        <Route key={page.path} path={page.path} element={<LegalPageView page={page} />} />
      ))}
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          {protectedRoutes.map(({ path, remote, module }) => (
            <Route key={path} path={path} element={<RemoteRoute remote={remote} module={module} />} />
          ))}
          <Route path="/" element={<Navigate to={paths.dashboard} replace />} />
          <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
        </Route>
      </Route>
    </Routes>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <PortalProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppErrorBoundary>
    </PortalProviders>
  );
}
