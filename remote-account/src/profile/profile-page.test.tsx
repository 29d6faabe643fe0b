import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupplier, getUser, updateProfileImage, uploadFiles } from '@portal/api';
import type { Supplier, User } from '@portal/contracts';
import { useCurrentProfile } from '@portal/session';
import { ApiError } from '../common/api-mock';
import { renderScreen, SIGNED_IN } from '../common/render';
import { ProfilePage } from './profile-page';

jest.mock('@portal/api', () => ({
  ...jest.requireActual<object>('../common/api-mock'),
  getUser: jest.fn(), getSupplier: jest.fn(), uploadFiles: jest.fn(), updateProfileImage: jest.fn(),
  changePassword: jest.fn(), updateBankAccount: jest.fn(),
}));

const user: User = {
  user_id: SIGNED_IN.userId, full_name: 'Ali Raza', email: 'owner@karakoram.test', phone_number: '+92 3001234567',
  telephone_number: '+92 511234567', bank_account: null, profile_photo: null, role: 'supplier', email_verified: true,
};
const supplier: Supplier = {
  supplier_id: SIGNED_IN.supplierId, supplier_type: 'tour_operator', user_id: SIGNED_IN.userId, verification_doc: [], verification_status: 'verified',
  profile_data: { business_name: 'Karakoram Tours', contact_name: 'Ali Raza', office_address: 'F-7 Markaz, Islamabad', international_tourists: true, tour_types: ['Day', 'Multi-day'] },
};

const detail = (label: string) => screen.getByText(label).closest('.chakra-data-list__item') as HTMLElement;
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('ProfilePage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    useCurrentProfile.setState({ profile: { fullName: 'Ali Raza', photo: null } });
    jest.mocked(getUser).mockResolvedValue(user);
    jest.mocked(getSupplier).mockResolvedValue(supplier);
  });

  it('shows the business information read-only with the Live badge', async () => {
    renderScreen(<ProfilePage />);
    const info = await screen.findByRole('region', { name: 'Business Information' });
    expect(within(info).getByText('Live')).toBeInTheDocument();
    expect(within(detail('Business Name')).getByText('Karakoram Tours')).toBeInTheDocument();
    expect(within(detail('Business Email')).getByText('owner@karakoram.test')).toBeInTheDocument();
    expect(within(detail('Telephone')).getByText('+92 511234567')).toBeInTheDocument();
    expect(within(detail('Phone Number')).getByText('+92 3001234567')).toBeInTheDocument();
    expect(within(detail('Contact Person')).getByText('Ali Raza')).toBeInTheDocument();
    expect(within(detail('Access to International Tourists')).getByText('Allowed')).toBeInTheDocument();
    expect(within(detail('Access to Group Tours')).getByText('Not Allowed')).toBeInTheDocument();
    expect(within(detail('Office Address')).getByText('F-7 Markaz, Islamabad')).toBeInTheDocument();
    expect(within(info).queryByRole('textbox')).not.toBeInTheDocument();
    expect(getSupplier).toHaveBeenCalledWith(SIGNED_IN.supplierId);
  });

  it('has no Live badge before verification, and reads group tours from the Group tour type', async () => {
    jest.mocked(getSupplier).mockResolvedValue({
      ...supplier, verification_status: 'awaiting_verification', profile_data: { ...supplier.profile_data, tour_types: ['Group'] },
    });
    renderScreen(<ProfilePage />);
    await screen.findByText('Awaiting verification');
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    expect(within(detail('Access to Group Tours')).getByText('Allowed')).toBeInTheDocument();
  });

  it('changes the photo: uploads, saves the URL, updates the header at once', async () => {
    const url = 'http://localhost:4000/api/v1/files/abc.png';
    jest.mocked(uploadFiles).mockResolvedValue({ message: 'Files uploaded', urls: [url] });
    jest.mocked(updateProfileImage).mockResolvedValue({ ...user, profile_photo: url });
    renderScreen(<ProfilePage />);
    await screen.findByRole('button', { name: 'Change' });
    await userEvent.setup().upload(screen.getByLabelText('Profile photo file'), png);
    expect(await screen.findByText('Profile image updated')).toBeInTheDocument();
    expect(uploadFiles).toHaveBeenCalledWith([png]);
    expect(updateProfileImage).toHaveBeenCalledWith(SIGNED_IN.userId, { profile_photo: url });
    expect(useCurrentProfile.getState().profile).toEqual({ fullName: 'Ali Raza', photo: url });
  });

  it('refuses a file that is not an image', async () => {
    renderScreen(<ProfilePage />);
    await screen.findByRole('button', { name: 'Change' });
    const pdf = new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Profile photo file'), pdf);
    expect(await screen.findByText('Failed to update image: Please choose an image file.')).toBeInTheDocument();
    expect(uploadFiles).not.toHaveBeenCalled();
  });

  it("shows the server's reason, or 'Failed to upload image'", async () => {
    jest.mocked(uploadFiles).mockRejectedValueOnce(new ApiError(415, 'me.png is not an accepted type'));
    renderScreen(<ProfilePage />);
    await screen.findByRole('button', { name: 'Change' });
    await userEvent.setup().upload(screen.getByLabelText('Profile photo file'), png);
    expect(await screen.findByText('Failed to update image: me.png is not an accepted type')).toBeInTheDocument();
    jest.mocked(uploadFiles).mockRejectedValueOnce(new Error('boom'));
    await userEvent.setup().upload(screen.getByLabelText('Profile photo file'), png);
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getUser).mockRejectedValueOnce(new Error('offline'));
    renderScreen(<ProfilePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Business Information' })).toBeInTheDocument();
  });
});
