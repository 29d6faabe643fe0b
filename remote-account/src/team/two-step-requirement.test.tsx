import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { apiFailure, mockApi, renderWithProviders } from '@portal/testing';

import { TwoStepRequirement } from './two-step-requirement';

const requirementSwitch = () => screen.findByRole('checkbox', { name: 'Require two-step sign-in for every member' });

describe("The Team screen's two-step requirement", () => {
  it('is switched on and off by the owner', async () => {
    mockApi.getTwoStepRequirement({ required: false });
    const sets = mockApi.setTwoStepRequirement(({ body }) => body);
    renderWithProviders(<TwoStepRequirement />);
    const user = userEvent.setup();
    expect(await requirementSwitch()).not.toBeChecked();
    await user.click(await requirementSwitch());
    expect(await screen.findByText('Two-step sign-in is now required')).toBeInTheDocument();
    expect(sets.last().body).toEqual({ required: true });
    expect(await requirementSwitch()).toBeChecked();
  });

  it('stays as it was when the server refuses', async () => {
    mockApi.getTwoStepRequirement({ required: true });
    mockApi.setTwoStepRequirement(apiFailure(403, 'You do not have permission to manage the team.'));
    renderWithProviders(<TwoStepRequirement />);
    await userEvent.setup().click(await requirementSwitch());
    expect(await screen.findByText('You do not have permission to manage the team.')).toBeInTheDocument();
    // The switch as it looks: its root says the state the control is drawn in.
    await waitFor(async () => expect((await requirementSwitch()).closest('label')).toHaveAttribute('data-state', 'checked'));
  });
});
