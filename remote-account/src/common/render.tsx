// Test helper: a screen inside the providers and router the host gives it.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from '@portal/session';
import { PortalProviders } from '@portal/ui';

export const SIGNED_IN = { token: 'token-1', userId: 'user-1', supplierId: 'supplier-1' } as const;

export function renderScreen(screen: ReactElement, session: { token: string | null; userId: string | null; supplierId: string | null } = SIGNED_IN) {
  useSession.setState({ ...session, registrationComplete: false });
  return render(
    <PortalProviders>
      <MemoryRouter>{screen}</MemoryRouter>
    </PortalProviders>,
  );
}
