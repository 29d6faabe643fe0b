import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/contracts';
import { apiFailure, inTurn, mockApi, renderWithProviders } from '@portal/testing';

import { NotificationPreferencesSection } from './notification-preferences-section';

const guide = { token: 'token', userId: 'u1', supplierId: 's1', role: 'guide' as const };
const owner = { ...guide, role: 'owner' as const };
const kinds = async () => within(await screen.findByRole('group', { name: 'E-mail me about:' })).getAllByRole('checkbox');
const kind = (name: string) => screen.findByRole('checkbox', { name });

describe('Notifications on the profile', () => {
  it("shows a switch for each kind the owner's role hears of, as saved", async () => {
    mockApi.getNotificationPreferences(DEFAULT_NOTIFICATION_PREFERENCES);
    renderWithProviders(<NotificationPreferencesSection />, { session: owner });
    expect(screen.getByLabelText('Loading notification preferences')).toBeInTheDocument();
    expect((await kinds()).map((box) => box.closest('label')?.textContent)).toEqual([
      'Bookings',
      'Messages',
      'Reviews',
      'Payouts',
      'Listing decisions',
      'Team',
    ]);
    expect(await kind('Bookings')).toBeChecked();
    expect(await kind('Reviews')).not.toBeChecked();
    expect(await kind('Messages')).toHaveAccessibleDescription('New customer messages, gathered in one e-mail at most every 15 minutes.');
  });

  it("shows a guide only what a guide hears of, and keeps the other kinds' choices when saving", async () => {
    mockApi.getNotificationPreferences({ ...DEFAULT_NOTIFICATION_PREFERENCES, reviews: true });
    const saves = mockApi.saveNotificationPreferences(({ body }) => body);
    renderWithProviders(<NotificationPreferencesSection />, { session: guide });
    expect((await kinds()).map((box) => box.closest('label')?.textContent)).toEqual(['Bookings', 'Messages']);
    await userEvent.setup().click(await kind('Messages'));
    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(saves.last().body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, reviews: true, messages: false });
    expect(await kind('Messages')).not.toBeChecked();
  });

  it('is switched with the keyboard', async () => {
    mockApi.getNotificationPreferences(DEFAULT_NOTIFICATION_PREFERENCES);
    const saves = mockApi.saveNotificationPreferences(({ body }) => body);
    renderWithProviders(<NotificationPreferencesSection />, { session: owner });
    const user = userEvent.setup();
    (await kind('Reviews')).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(saves.count).toBe(1));
    expect(saves.last().body.reviews).toBe(true);
  });

  it('stays as saved when the server refuses, and says why', async () => {
    mockApi.getNotificationPreferences(DEFAULT_NOTIFICATION_PREFERENCES);
    mockApi.saveNotificationPreferences(apiFailure(500, 'Internal error'));
    renderWithProviders(<NotificationPreferencesSection />, { session: owner });
    await userEvent.setup().click(await kind('Bookings'));
    expect(await screen.findByText('Internal error')).toBeInTheDocument();
    await waitFor(async () => expect((await kind('Bookings')).closest('label')).toHaveAttribute('data-state', 'checked'));
  });

  it('says when the preferences cannot be loaded, and tries again', async () => {
    mockApi.getNotificationPreferences(inTurn(apiFailure(500, 'Internal error'), DEFAULT_NOTIFICATION_PREFERENCES));
    renderWithProviders(<NotificationPreferencesSection />, { session: owner });
    expect(await screen.findByText('Could not load your notification preferences.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await kinds()).toHaveLength(6);
  });

  it('is not shown before the business is registered', () => {
    renderWithProviders(<NotificationPreferencesSection />, { session: { ...owner, supplierId: null, role: null } });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
