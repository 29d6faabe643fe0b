import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AVAILABILITY_ERRORS } from '@portal/contracts';
import { apiFailure, availabilityRules, inTurn, LISTING_ID, mockApi, renderWithProviders, resource, RESOURCE_ID } from '@portal/testing';

import { RulesSection } from './rules-form';

const renderRules = () => renderWithProviders(<RulesSection listingId={LISTING_ID} today="2026-11-23" />);
beforeEach(() => mockApi.listResources([resource()]));
const schedule = (n: number) => within(screen.getByRole('group', { name: `Schedule ${n}` }));

describe('schedule and booking window', () => {
  it('shows the stored schedule, window and resources, and saves edits as the whole set, resources kept', async () => {
    mockApi.getAvailabilityRules(availabilityRules());
    const put = mockApi.putAvailabilityRules(availabilityRules());
    renderRules();
    expect(await screen.findByLabelText('From')).toHaveValue('2026-11-23');
    // Date pickers (the browser's), not text to type in a format.
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/Until/)).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: 'Start times' })).toHaveValue('10:00');
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Cut-off (hours before the start)' })).toHaveValue(12);
    expect(within(screen.getByRole('group', { name: 'Jeeps' })).getByRole('spinbutton', { name: /For every/ })).toHaveValue(4);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Start times' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Start times' }), '15:00, 9:30');
    await userEvent.click(screen.getByRole('button', { name: 'Add a schedule' }));
    const summer = schedule(2);
    await userEvent.type(summer.getByLabelText(/Until/), '2027-08-31');
    await userEvent.clear(summer.getByLabelText('From'));
    await userEvent.type(summer.getByLabelText('From'), '2027-06-01');
    await userEvent.type(summer.getByRole('spinbutton', { name: /Capacity/ }), '20');
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Furthest date/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    await waitFor(() => expect(put.count).toBe(1));
    expect(put.last().body).toEqual({
      schedules: [
        { starts_on: '2026-11-23', ends_on: null, weekdays: [1, 2, 3, 4, 5, 6], start_times: ['09:30', '15:00'], capacity: 14 },
        { starts_on: '2027-06-01', ends_on: '2027-08-31', weekdays: [1, 2, 3, 4, 5, 6, 7], start_times: ['09:00'], capacity: 20 },
      ],
      booking_window: { cutoff_hours: 12, min_notice_days: 0, max_advance_days: null, min_people: 4 },
      resources: [{ resource_id: RESOURCE_ID, units: 1, people_per_unit: 4 }],
    });
    expect(await screen.findByText('Availability rules saved.')).toBeInTheDocument();
  });

  it("refuses in the form what the server would, with the contracts' messages, and sends nothing", async () => {
    mockApi.getAvailabilityRules(availabilityRules());
    const put = mockApi.putAvailabilityRules(availabilityRules());
    renderRules();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await userEvent.click(await screen.findByRole('checkbox', { name: day }));
    }
    await userEvent.clear(screen.getByRole('textbox', { name: 'Start times' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Start times' }), '25:00');
    await userEvent.type(screen.getByLabelText(/Until/), '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Choose at least one day of the week.')).toBeInTheDocument();
    expect(screen.getByText('Start time must be a time on the 24-hour clock (HH:MM).')).toBeInTheDocument();
    expect(put.count).toBe(0);
  });

  it("shows the server's refusal when a capacity would fall below what is booked (409)", async () => {
    mockApi.getAvailabilityRules(availabilityRules());
    const message = AVAILABILITY_ERRORS.capacityBelowBooked(6, 'people', '2026-12-04', '10:00');
    mockApi.putAvailabilityRules(apiFailure(409, message));
    renderRules();
    const capacity = await screen.findByRole('spinbutton', { name: /Capacity/ });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for no start time when the listing sells whole days, and removes a schedule', async () => {
    mockApi.getAvailabilityRules(
      availabilityRules({
        listing_type: 'car_rental',
        slot_kind: 'whole_day',
        capacity_unit: 'units',
        resources: [],
        schedules: [{ schedule_id: 's1', starts_on: '2026-11-23', ends_on: null, weekdays: [6, 7], start_times: [], capacity: 1 }],
        booking_window: { cutoff_hours: 0, min_notice_days: 0, max_advance_days: 365, min_people: null },
      }),
    );
    const put = mockApi.putAvailabilityRules(inTurn(availabilityRules()));
    renderRules();
    expect(await screen.findByRole('spinbutton', { name: 'Capacity (units per day)' })).toHaveValue(1);
    expect(screen.queryByRole('textbox', { name: 'Start times' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Minimum group/ })).not.toBeInTheDocument();
    expect(screen.getByText('This listing draws on no shared resource.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove schedule 1' }));
    expect(screen.getByText('No schedule: no date sells. Add one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(put.last().body).toMatchObject({ schedules: [], resources: [] }));
  });

  it('says when the rules could not be loaded', async () => {
    mockApi.getAvailabilityRules(apiFailure(500, 'boom'));
    renderRules();
    expect(await screen.findByText('Could not load the schedule.')).toBeInTheDocument();
  });
});
