import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PHONE_MESSAGE } from '@portal/contracts';
import { apiFailure, ME, mockApi, renderWithProviders, supplier as aSupplier, twoStepStatus, user as aUser } from '@portal/testing';

import { ProfilePage } from './profile-page';

const detail = (label: string) => screen.getByText(label).closest('.chakra-data-list__item') as HTMLElement;

describe("My Profile's Telephone", () => {
  beforeEach(() => {
    mockApi.getSupplier(aSupplier({ profile_data: { ...aSupplier().profile_data, country: 'Pakistan' } }));
    mockApi.getTwoStep(twoStepStatus());
    mockApi.listSessions([]);
  });

  it('shows the stored E.164 numbers in international format', async () => {
    mockApi.getUser(aUser({ phone_number: '+923005551234', telephone_number: '+442079460958' }));
    renderWithProviders(<ProfilePage />);
    await screen.findByRole('region', { name: 'Business Information' });
    expect(within(detail('Phone Number')).getByText('+92 300 5551234')).toBeInTheDocument();
    expect(within(detail('Telephone')).getByText('+44 20 7946 0958')).toBeInTheDocument();
  });

  it('is changed in place: any valid number of the chosen country, sent in E.164, then shown formatted', async () => {
    mockApi.getUser(aUser({ telephone_number: null }));
    const saves = mockApi.updateTelephone(({ body }) =>
      aUser({ telephone_number: (body as { telephone_number: string }).telephone_number }),
    );
    renderWithProviders(<ProfilePage />);
    await screen.findByRole('region', { name: 'Business Information' });
    const user = userEvent.setup();
    await user.click(within(detail('Telephone')).getByRole('button', { name: 'Edit Telephone' }));
    const form = screen.getByRole('form', { name: 'Telephone' });
    expect(within(form).getByLabelText('Country dial code')).toHaveDisplayValue('Pakistan (+92)');
    await user.type(within(form).getByLabelText('Telephone'), '51 287 4410');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Telephone updated')).toBeInTheDocument();
    expect(saves.last().params.id).toBe(ME);
    expect(saves.last().body).toEqual({ telephone_number: '+92512874410' });
    expect(within(detail('Telephone')).getByText('+92 51 2874410')).toBeInTheDocument();
    expect(within(detail('Telephone')).getByRole('button', { name: 'Edit Telephone' })).toHaveFocus();
  });

  it('refuses a number that is not valid in the form, asking nothing, and shows the server’s refusal', async () => {
    mockApi.getUser(aUser());
    const saves = mockApi.updateTelephone(apiFailure(400, 'Validation failed', [{ field: 'telephone_number', message: PHONE_MESSAGE }]));
    renderWithProviders(<ProfilePage />);
    await screen.findByRole('region', { name: 'Business Information' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Telephone' }));
    const form = screen.getByRole('form', { name: 'Telephone' });
    const input = within(form).getByLabelText('Telephone');
    expect(input).toHaveValue('511234567');
    await user.clear(input);
    await user.type(input, '51');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(PHONE_MESSAGE)).toBeInTheDocument();
    expect(saves.count).toBe(0);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(detail('Telephone')).getByText('+92 511234567')).toBeInTheDocument();
  });
});
