// Test helpers for screens: a screen rendered at a URL inside the providers the host gives it,
// with the current location readable, so a test sees what a person's address bar would show.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PortalProviders } from '@portal/ui';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `routes` at `url`; any other path renders nothing, so navigating away is visible. */
export function renderAtRoute(url: string, routes: Record<string, ReactElement>) {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PortalProviders>,
  );
}

/** Path and query of the current location of a screen rendered with renderAtRoute. */
export const currentLocation = (): string | null => screen.getByTestId('location').textContent;
