import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { userQueries } from '@portal/api';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/contracts';
import {
  apiFailure,
  inTurn,
  ME,
  mockApi,
  type MockCalls,
  MY_SUPPLIER,
  NETWORK_ERROR,
  renderWithProviders,
  supplier as aSupplier,
  twoStepStatus,
  user as aUser,
} from '@portal/testing';

import { ProfilePage } from './profile-page';

const user = aUser();
const supplier = aSupplier();
const detail = (label: string) => screen.getByText(label).closest('.chakra-data-list__item') as HTMLElement;
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

let suppliers: MockCalls<'getSupplier'>;

describe('ProfilePage', () => {
  beforeEach(() => {
    mockApi.getUser(user);
    mockApi.getTwoStep(twoStepStatus());
    suppliers = mockApi.getSupplier(supplier);
    mockApi.listSessions([]);
    mockApi.getNotificationPreferences(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('shows the business information read-only with the Live badge', async () => {
    renderWithProviders(<ProfilePage />);
    const info = await screen.findByRole('region', { name: 'Business Information' });
    expect(within(info).getByText('Live')).toBeInTheDocument();
    expect(within(detail('Business Name')).getByText('Karakoram Tours')).toBeInTheDocument();
    expect(within(detail('Business Email')).getByText('owner@karakoram.test')).toBeInTheDocument();
    expect(within(detail('Telephone')).getByText('+92 511234567')).toBeInTheDocument();
    expect(within(detail('Phone Number')).getByText('+92 300 1234567')).toBeInTheDocument();
    expect(within(detail('Contact Person')).getByText('Ali Raza')).toBeInTheDocument();
    expect(within(detail('Access to International Tourists')).getByText('Allowed')).toBeInTheDocument();
    expect(within(detail('Access to Group Tours')).getByText('Not Allowed')).toBeInTheDocument();
    expect(within(detail('Office Address')).getByText('F-7 Markaz, Islamabad')).toBeInTheDocument();
    expect(within(info).queryByRole('textbox')).not.toBeInTheDocument();
    expect(suppliers.last().params.id).toBe(MY_SUPPLIER);
  });

  it('has no Live badge before verification, and reads group tours from the Group tour type', async () => {
    mockApi.getSupplier(
      aSupplier({ verification_status: 'awaiting_verification', profile_data: { ...supplier.profile_data, tour_types: ['Group'] } }),
    );
    renderWithProviders(<ProfilePage />);
    await screen.findByText('Awaiting verification');
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    expect(within(detail('Access to Group Tours')).getByText('Allowed')).toBeInTheDocument();
  });

  it("shows every answer of a hotel's sign-up: property type, rooms, amenities, check-in and check-out, city, photos", async () => {
    const photo = '/api/v1/files/lake.png';
    mockApi.getSupplier(
      aSupplier({
        supplier_type: 'hotel',
        profile_data: {
          country: 'Pakistan',
          property_name: 'Hunza Serena Lodge',
          contact_name: 'Ayesha Khan',
          city_region: 'Hunza',
          address: 'Karimabad',
          property_type: 'Lodge',
          amenities: ['Free Wi-Fi', 'Parking'],
          rooms: 10,
          check_in_time: '14:00',
          check_out_time: '11:00',
          photos: [photo],
        },
      }),
    );
    renderWithProviders(<ProfilePage />);
    const facts = await screen.findByRole('region', { name: 'Business details' });
    const fact = (label: string) => within(facts).getByText(label).closest('.chakra-data-list__item') as HTMLElement;
    expect(fact('Country')).toHaveTextContent('Pakistan');
    expect(fact('City/region')).toHaveTextContent('Hunza');
    expect(fact('Address')).toHaveTextContent('Karimabad');
    expect(fact('Property type')).toHaveTextContent('Lodge');
    expect(fact('Amenities')).toHaveTextContent('Free Wi-Fi, Parking');
    expect(fact('How many rooms does your property have?')).toHaveTextContent('6-15');
    expect(fact('Check-in time')).toHaveTextContent('14:00');
    expect(fact('Check-out time')).toHaveTextContent('11:00');
    expect(within(fact('Photos of your property')).getByRole('img', { name: 'Photos of your property, photo 1' })).toHaveAttribute(
      'src',
      photo,
    );
  });

  it("shows a tour operator's own answers: tours offered, treks, international tourists", async () => {
    mockApi.getSupplier(aSupplier({ profile_data: { ...supplier.profile_data, city: 'Islamabad', operate_treks: false } }));
    renderWithProviders(<ProfilePage />);
    const facts = await screen.findByRole('region', { name: 'Business details' });
    const fact = (label: string) => within(facts).getByText(label).closest('.chakra-data-list__item') as HTMLElement;
    expect(fact('Which tours do you offer?')).toHaveTextContent('Day, Multi-day');
    expect(fact('Do you operate treks?')).toHaveTextContent('No');
    expect(fact('Do you serve international tourists?')).toHaveTextContent('Yes');
    expect(fact('City/region')).toHaveTextContent('Islamabad');
  });

  it('changes the photo: uploads, saves the URL, updates the header at once', async () => {
    const url = '/api/v1/files/abc.png';
    const uploads = mockApi.uploadFiles({ message: 'Files uploaded', urls: [url] });
    const saves = mockApi.updateProfileImage({ ...user, profile_photo: url });
    const { queryClient } = renderWithProviders(<ProfilePage />);
    await screen.findByRole('button', { name: 'Change' });
    await userEvent.setup().upload(screen.getByLabelText('Profile photo file'), png);
    expect(await screen.findByText('Profile image updated')).toBeInTheDocument();
    expect(
      uploads
        .last()
        .body.getAll('files')
        .map((file) => (file as File).name),
    ).toEqual(['me.png']);
    expect(saves.last().params.id).toBe(ME);
    expect(saves.last().body).toEqual({ profile_photo: url });
    // The header reads the same user: its photo is the new one at once.
    expect(queryClient.getQueryData(userQueries.detail(ME).queryKey)?.profile_photo).toBe(url);
  });

  it('refuses a file that is not an image', async () => {
    const uploads = mockApi.uploadFiles({ message: 'Files uploaded', urls: [] });
    renderWithProviders(<ProfilePage />);
    await screen.findByRole('button', { name: 'Change' });
    const pdf = new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Profile photo file'), pdf);
    expect(await screen.findByText('Failed to update image: Please choose an image file.')).toBeInTheDocument();
    expect(uploads.count).toBe(0);
  });

  it("shows the server's reason, or 'Failed to upload image' for a reply it cannot read", async () => {
    // The second reply breaks the upload contract (no URLs).
    mockApi.uploadFiles(inTurn(apiFailure(415, 'me.png is not an accepted type'), { message: 'Files uploaded' } as never));
    renderWithProviders(<ProfilePage />);
    await screen.findByRole('button', { name: 'Change' });
    await userEvent.setup().upload(screen.getByLabelText('Profile photo file'), png);
    expect(await screen.findByText('Failed to update image: me.png is not an accepted type')).toBeInTheDocument();
    await userEvent.setup().upload(screen.getByLabelText('Profile photo file'), png);
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    mockApi.getUser(inTurn(NETWORK_ERROR, user));
    renderWithProviders(<ProfilePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Business Information' })).toBeInTheDocument();
  });
});
