import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';
import { ToastProvider } from './toaster';

/** Everything a screen needs around it; the host and every remote's dev harness use the same. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ToastProvider>{children}</ToastProvider>
    </ChakraProvider>
  );
}
