import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { portalSystem } from './system';
import { ToastProvider } from './toaster';

/**
 * Everything a screen needs around it: the design system, the toaster and the QueryClient through
 * which screens read and change server data. The host, every dev harness and the component tests
 * use the same, each with its own client (createPortalQueryClient of @portal/api).
 */
export function PortalProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={portalSystem()}>
        <ToastProvider>{children}</ToastProvider>
      </ChakraProvider>
    </QueryClientProvider>
  );
}
