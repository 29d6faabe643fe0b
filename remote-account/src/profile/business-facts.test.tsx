import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  apiFailure,
  mockApi,
  MY_SUPPLIER,
  renderWithProviders,
  supplier as aSupplier,
  twoStepStatus,
  user as aUser,
} from '@portal/testing';

import { ProfilePage } from './profile-page';

const profile = {
  country: 'Pakistan',
  email: 'owner@karakoram.test',
  phone_number: '+923001234567',
  business_name: 'Karakoram Tours',
  contact_name: 'Ali Raza',
  city: 'Islamabad',
  office_address: 'F-7 Markaz, Islamabad',
  tour_types: ['Day'],
  operate_treks: false,
  international_tourists: true,
};
const supplier = aSupplier({ profile_data: profile });

async function openForm() {
  renderWithProviders(<ProfilePage />);
  const section = await screen.findByRole('region', { name: 'Business details' });
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Edit business details' }));
  return { user, section, form: within(section).getByRole('form', { name: 'Business details' }) };
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe("My Profile's Business details", () => {
  beforeEach(() => {
    mockApi.getUser(aUser());
    mockApi.getSupplier(supplier);
    mockApi.getTwoStep(twoStepStatus());
    mockApi.listSessions([]);
  });

  it('saves only what changed; a new name shows as waiting for the review while the rest is live', async () => {
    const saves = mockApi.updateBusinessDetails(
      aSupplier({
        profile_data: { ...profile, city: 'Skardu', operate_treks: true },
        pending_profile_change: { changes: { business_name: 'K2 Tours' }, submitted_at: '2026-11-27T13:00:00.000Z' },
      }),
    );
    const { user, section, form } = await openForm();
    expect(within(form).queryByLabelText('Email')).not.toBeInTheDocument();
    await retype(user, within(form).getByLabelText('Business name'), 'K2 Tours');
    await retype(user, within(form).getByLabelText('City/region'), 'Skardu');
    await user.click(within(within(form).getByRole('group', { name: 'Do you operate treks?' })).getByText('Yes'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Business details saved; the new name or address waits for the team's review")).toBeInTheDocument();
    expect(saves.last().params.id).toBe(MY_SUPPLIER);
    expect(saves.last().body).toEqual({ profile_data: { business_name: 'K2 Tours', city: 'Skardu', operate_treks: true } });
    expect(within(section).getByText("Waiting for the team's review: Business name: K2 Tours")).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(within(section).getByText('Skardu')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Edit business details' })).toHaveFocus();
  });

  it("shows the server's refusal at its field and keeps the form", async () => {
    const refusal = 'We could not find this address.';
    mockApi.updateBusinessDetails(apiFailure(400, 'Validation failed', [{ field: 'profile_data.office_address', message: refusal }]));
    const { user, form } = await openForm();
    await retype(user, within(form).getByLabelText('Office address'), 'Nowhere 1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const field = (await within(form).findByText(refusal)).closest('.chakra-field__root') as HTMLElement;
    expect(within(field).getByLabelText('Office address')).toHaveValue('Nowhere 1');
    expect(await screen.findByText('Business details update failed: Validation failed')).toBeInTheDocument();
  });
});
