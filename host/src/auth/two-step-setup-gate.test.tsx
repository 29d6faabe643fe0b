import { screen } from '@testing-library/react';

import { askTwoStepSetup } from '@portal/session';
import { renderAtRoute } from '@portal/testing';

import { TwoStepSetupGate } from './two-step-setup-gate';

const routes = {
  '/bookings': <TwoStepSetupGate layout={<p>Bookings</p>} />,
  '/profile': <TwoStepSetupGate layout={<p>Profile</p>} />,
};

describe('TwoStepSetupGate', () => {
  it('leads every screen to the profile while sign-in asked for two-step set-up', async () => {
    askTwoStepSetup(true);
    renderAtRoute('/bookings', routes);
    expect(await screen.findByText('Profile')).toBeInTheDocument();
  });

  it('lets the screen show otherwise', () => {
    renderAtRoute('/bookings', routes);
    expect(screen.getByText('Bookings')).toBeInTheDocument();
  });
});
