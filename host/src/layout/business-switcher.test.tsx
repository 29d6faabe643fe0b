import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { getSession } from '@portal/session';
import { apiFailure, currentLocation, mockApi, renderWithProviders, TEST_SESSION } from '@portal/testing';

import { BusinessSwitcher } from './business-switcher';
import { markFirstScreenShown } from './first-screen';

const MINE = { supplier_id: TEST_SESSION.supplierId, business_name: 'K2 Adventures', role: 'owner' as const };
const THEIRS = { supplier_id: 'c0ffee00-0000-4000-8000-000000000002', business_name: 'Hunza Guides', role: 'guide' as const };

const switched = {
  message: 'Business switched',
  token: 'token-for-hunza',
  user: {
    user_id: TEST_SESSION.userId,
    supplier_id: THEIRS.supplier_id,
    role: 'guide' as const,
    full_name: 'Ayesha Khan',
    email: 'a@x.test',
  },
};

// The frame's counts wait for the page's first screen (first-screen.ts); here there is none to wait for.
beforeAll(markFirstScreenShown);

describe('the business switcher', () => {
  it("is reached by Tab, shows the current business and switches: new token and business, no old data, the role's first screen", async () => {
    mockApi.listMemberships([MINE, THEIRS]);
    const post = mockApi.switchBusiness(switched);
    const { queryClient } = renderWithProviders(<BusinessSwitcher />, { route: paths.payouts });
    queryClient.setQueryData(['payouts', 'old business'], ['a payout']);
    const select = await screen.findByRole('combobox', { name: 'Business' });
    expect(select).toHaveDisplayValue('K2 Adventures (Owner)');
    await userEvent.tab();
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Hunza Guides (Guide)');
    await waitFor(() => expect(post.count).toBe(1));
    expect(post.last().body).toEqual({ supplier_id: THEIRS.supplier_id });
    await waitFor(() => expect(getSession()).toMatchObject({ token: 'token-for-hunza', supplierId: THEIRS.supplier_id, role: 'guide' }));
    expect(queryClient.getQueryData(['payouts', 'old business'])).toBeUndefined();
    // A guide has no dashboard: their first screen is the profile.
    await waitFor(() => expect(currentLocation()).toBe(paths.profile));
    expect(await screen.findByText('Switched to Hunza Guides')).toBeInTheDocument();
  });

  it('keeps the session when the server refuses, and says why', async () => {
    mockApi.listMemberships([MINE, THEIRS]);
    mockApi.switchBusiness(apiFailure(403, 'You are not a member of this business.'));
    renderWithProviders(<BusinessSwitcher />, { route: paths.payouts });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Business' }), 'Hunza Guides (Guide)');
    expect(await screen.findByText('Could not switch business: You are not a member of this business.')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: TEST_SESSION.token, supplierId: TEST_SESSION.supplierId });
    expect(currentLocation()).toBe(paths.payouts);
  });

  it("says it in Urdu, the business's name isolated for bidi", async () => {
    await act(() => applyLanguage('ur'));
    mockApi.listMemberships([MINE, THEIRS]);
    mockApi.switchBusiness(switched);
    renderWithProviders(<BusinessSwitcher />, { route: paths.payouts });
    const select = await screen.findByRole('combobox', { name: 'کاروبار' });
    await userEvent.selectOptions(select, 'Hunza Guides (Guide)');
    expect(await screen.findByText('اب آپ \u2068Hunza Guides\u2069 میں ہیں')).toBeInTheDocument();
    await act(() => applyLanguage('en'));
  });

  it('shows nothing to a person of one business', async () => {
    const list = mockApi.listMemberships([MINE]);
    renderWithProviders(<BusinessSwitcher />);
    await waitFor(() => expect(list.count).toBe(1));
    expect(screen.queryByRole('combobox', { name: 'Business' })).not.toBeInTheDocument();
  });
});
