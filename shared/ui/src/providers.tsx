import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LOCALES, useLanguage } from '@portal/i18n';

import { portalSystem, portalSystemWithoutGlobalStyles } from './system';
import { ToastProvider } from './toaster';

/**
 * Everything a screen needs around it: the design system, the toaster and the QueryClient through
 * which screens read and change server data. The host, every dev harness and the component tests
 * use the same, each with its own client (createPortalQueryClient of @portal/api).
 */
export function PortalProviders({
  queryClient,
  globalStylesInPage = false,
  children,
}: {
  queryClient: QueryClient;
  /** The page's HTML carries the system's global styles (the shell's): they are not inserted again. */
  globalStylesInPage?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={globalStylesInPage ? portalSystemWithoutGlobalStyles() : portalSystem()}>
        {/* The member's locale: Chakra's parts (drawer placement, menus, carets) follow its direction. */}
        <LocaleProvider locale={LOCALES[useLanguage()]}>
          <ToastProvider>{children}</ToastProvider>
        </LocaleProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
