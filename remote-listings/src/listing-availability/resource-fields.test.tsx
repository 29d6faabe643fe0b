import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AVAILABILITY_ERRORS, paths } from '@portal/contracts';
import {
  apiFailure,
  availabilityRules,
  inTurn,
  LISTING_ID,
  mockApi,
  NETWORK_ERROR,
  renderWithProviders,
  resource,
  RESOURCE_ID,
} from '@portal/testing';

import { RulesSection } from './rules-form';

const BOATS_ID = '6a1d0c2b-0000-4000-8000-000000000002';
const boats = resource({ resource_id: BOATS_ID, name: 'Boats', units: 3, listings: [] });
const renderRules = () => renderWithProviders(<RulesSection listingId={LISTING_ID} today="2026-11-23" />);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save rules' }));

describe('shared resources of a listing', () => {
  it('adds a resource with what one booking takes, changes and removes one, and saves them through the rules', async () => {
    mockApi.getAvailabilityRules(availabilityRules());
    mockApi.listResources([resource(), boats]);
    const both = availabilityRules().resources.concat({
      resource_id: BOATS_ID,
      name: 'Boats',
      resource_units: 3,
      units: 2,
      people_per_unit: null,
    });
    // The form shows what the server stored after each save.
    const put = mockApi.putAvailabilityRules(
      inTurn(availabilityRules({ resources: both }), availabilityRules({ resources: both.slice(1) })),
    );
    renderRules();
    const select = await screen.findByRole('combobox', { name: 'Shared resource to add' });
    // Jeeps are in use already: only Boats is offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a resource...', 'Boats (3 in all)']);
    await userEvent.selectOptions(select, 'Boats (3 in all)');
    await userEvent.click(screen.getByRole('button', { name: 'Use this resource' }));
    const boat = within(screen.getByRole('group', { name: 'Boats' }));
    await userEvent.clear(boat.getByRole('spinbutton', { name: 'Units per booking' }));
    await userEvent.type(boat.getByRole('spinbutton', { name: 'Units per booking' }), '2');
    expect(screen.getByText('This listing draws on every one of your shared resources.')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(put.count).toBe(1));
    expect(put.last().body).toMatchObject({
      resources: [
        { resource_id: RESOURCE_ID, units: 1, people_per_unit: 4 },
        { resource_id: BOATS_ID, units: 2, people_per_unit: null },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Stop using Jeeps' }));
    await save();
    await waitFor(() => expect(put.count).toBe(2));
    expect(put.last().body).toMatchObject({ resources: [{ resource_id: BOATS_ID, units: 2, people_per_unit: null }] });
    expect(await screen.findByRole('option', { name: 'Jeeps (8 in all)' })).toBeInTheDocument();
  });

  it("checks the units in the form with the contracts' message, and puts the server's refusal on the resource", async () => {
    mockApi.getAvailabilityRules(availabilityRules());
    mockApi.listResources([resource()]);
    const put = mockApi.putAvailabilityRules(
      apiFailure(400, 'Validation failed', [{ field: 'resources.0.resource_id', message: AVAILABILITY_ERRORS.unknownResource }]),
    );
    renderRules();
    const jeeps = within(await screen.findByRole('group', { name: 'Jeeps' }));
    await userEvent.clear(jeeps.getByRole('spinbutton', { name: 'Units per booking' }));
    await userEvent.type(jeeps.getByRole('spinbutton', { name: 'Units per booking' }), '0');
    await save();
    expect(await jeeps.findByText('Units per booking must be a whole number from 1 to 100.')).toBeInTheDocument();
    expect(put.count).toBe(0);
    await userEvent.clear(jeeps.getByRole('spinbutton', { name: 'Units per booking' }));
    await userEvent.type(jeeps.getByRole('spinbutton', { name: 'Units per booking' }), '2');
    await save();
    expect(await jeeps.findByText(AVAILABILITY_ERRORS.unknownResource)).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /Validation failed/ })).not.toBeInTheDocument();
  });

  it('leads to the Shared resources screen when the supplier has none, and says when they could not be loaded', async () => {
    mockApi.getAvailabilityRules(availabilityRules({ resources: [] }));
    mockApi.listResources([]);
    const { unmount } = renderRules();
    expect(await screen.findByRole('link', { name: 'Add one on the Shared resources screen' })).toHaveAttribute(
      'href',
      paths.listingResources,
    );
    expect(screen.getByText('This listing draws on no shared resource.')).toBeInTheDocument();
    unmount();
    mockApi.listResources(NETWORK_ERROR);
    renderRules();
    expect(await screen.findByText('Could not load your shared resources.')).toBeInTheDocument();
  });
});
