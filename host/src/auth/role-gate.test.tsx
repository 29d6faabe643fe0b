import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { NO_ACCESS_MESSAGE, paths, type Role } from '@portal/contracts';
import { renderWithProviders, TEST_SESSION } from '@portal/testing';

import { RoleGate } from './role-gate';

/** The payouts and dashboard routes behind their gates, opened at `route` by a member with `role`. */
function openAs(role: Role, route: string) {
  renderWithProviders(
    <Routes>
      <Route
        path={paths.dashboard}
        element={
          <RoleGate permission="dashboard.read" isStartPage>
            <h1>Dashboard</h1>
          </RoleGate>
        }
      />
      <Route
        path={paths.payouts}
        element={
          <RoleGate permission="payouts.read">
            <h1>My Payouts</h1>
          </RoleGate>
        }
      />
      <Route path={paths.profile} element={<h1>My Profile</h1>} />
    </Routes>,
    { route, session: { ...TEST_SESSION, role } },
  );
}

describe('a page behind its role', () => {
  it('shows the screen to a role that has its permission', async () => {
    openAs('finance', paths.payouts);
    expect(await screen.findByRole('heading', { name: 'My Payouts' })).toBeInTheDocument();
  });

  it('says "You do not have access to this page" to a role without it, with a way to its start page', async () => {
    openAs('operations', paths.payouts);
    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCESS_MESSAGE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Payouts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', paths.dashboard);
  });

  it('takes a guide, who has no dashboard, from the start page to the first page their role has', async () => {
    openAs('guide', paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });
});
