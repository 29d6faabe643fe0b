import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { PASSWORD_COMMON_MESSAGE, SUPPLIER_TERMS_VERSION } from '@portal/contracts';
import { useSession } from '@portal/session';
import { apiFailure, inTurn, mockApi, type MockCalls, renderWithProviders } from '@portal/testing';

import { SignupPage } from './signup-page';

const HOTEL = 'Hotel (hotel, lodge, homestay or guesthouse)';
let uploads = 0;
/** How many times the account had been registered when each upload arrived. */
let registeredAtUpload: number[] = [];
const mocked = {} as {
  registerUser: MockCalls<'registerUser'>;
  registerSupplier: MockCalls<'registerSupplier'>;
  uploads: MockCalls<'uploadFiles'>;
  checkEmail: MockCalls<'checkEmail'>;
};
const registered = { message: 'ok', user: { user_id: 'u-1' }, token: 'user-token' };

beforeEach(() => {
  registeredAtUpload = [];
  // Each stored file gets a URL of its own, as the server names them.
  mocked.uploads = mockApi.uploadFiles(({ body }) => {
    registeredAtUpload.push(mocked.registerUser.count);
    return {
      message: 'Files uploaded',
      urls: body.getAll('files').map((file) => `/api/v1/files/${(uploads += 1)}-${(file as File).name}`),
    };
  });
  mocked.registerUser = mockApi.registerUser(registered);
  mocked.checkEmail = mockApi.checkEmail({ available: true });
  mocked.registerSupplier = mockApi.registerSupplier({
    message: 'Supplier registered successfully!',
    supplier: { supplier_id: 's-1' },
    token: 'supplier-token',
  });
});

function renderPage(session: { token: string; userId: string; supplierId: string; role: 'owner' } | null = null) {
  const user = userEvent.setup();
  const view = renderWithProviders(<SignupPage />, { session });
  return { user, view };
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
const acceptTerms = (user: UserEvent) => user.click(screen.getByRole('checkbox', { name: 'I accept the supplier terms' }));
const progress = () => screen.getByRole('progressbar', { name: 'Sign-up progress' });
const heading = (name: string) => screen.findByRole('heading', { name, level: 2 });

async function chooseType(user: UserEvent, label: string) {
  await user.click(screen.getByLabelText(label));
  await next(user);
  await heading('For smooth communication');
}

async function fillContact(user: UserEvent, { name, contact }: { name: string; contact?: string }) {
  const nameField =
    screen.queryByLabelText("Property's name") ?? screen.queryByLabelText('Full name') ?? screen.getByLabelText('Business name');
  await user.type(nameField, name);
  if (contact) await user.type(screen.getByLabelText("Contact person's name"), contact);
  await user.type(screen.getByLabelText('Phone number'), '3001234567');
  await user.type(screen.getByLabelText('Email'), 'owner@hunza.test');
  await user.type(screen.getByLabelText('Set password'), 'secret1');
}

const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.4'], name, { type });

describe('SignupPage', () => {
  it('asks for a business type first', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Choose your business type' })).toBeInTheDocument();
    for (const label of [HOTEL, 'Tour operator', 'Activity operator', 'Rental provider', 'Tour guide'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    await next(user);
    expect(await screen.findAllByText('Please select a business type to continue.')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Choose your business type' })).toBeInTheDocument();
  });

  it('checks step 1 with the spec messages: required fields, e-mail, password length', async () => {
    const { user } = renderPage();
    await chooseType(user, 'Tour operator');
    await next(user);
    expect((await screen.findAllByText('Please fill in all required fields.')).length).toBeGreaterThan(0);
    await fillContact(user, { name: 'Karakoram Trails', contact: 'Ayesha Khan' });
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await next(user);
    expect(await screen.findAllByText('Please enter a valid email address.')).not.toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ok@trails.test');
    await user.clear(screen.getByLabelText('Set password'));
    await user.type(screen.getByLabelText('Set password'), '12345');
    await next(user);
    expect(await screen.findAllByText('Password must be at least 6 characters long.')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('Set password'), '6');
    await next(user);
    expect(await heading('About your business')).toBeInTheDocument();
  });

  it('takes a hotel through five steps, uploads, and registers user then supplier', async () => {
    const { user } = renderPage();
    await chooseType(user, HOTEL);
    expect(screen.getByLabelText("Property's name")).toBeInTheDocument();
    await fillContact(user, { name: 'Hunza Serena Lodge', contact: 'Ayesha Khan' });
    await next(user);

    await heading('About your business');
    await user.type(screen.getByLabelText('City/region'), 'Hunza');
    await user.type(screen.getByLabelText('Address'), 'Karimabad');
    expect(screen.getByText('Your address will be verified and a map embedded manually.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Property type'), 'Lodge');
    await next(user);

    await heading('Services');
    await next(user);
    expect(await screen.findAllByText('Please fill in all required fields.')).not.toHaveLength(0);
    await user.click(screen.getByLabelText('Free Wi-Fi'));
    await user.selectOptions(screen.getByLabelText('How many rooms does your property have?'), '6-15');
    expect(screen.getByLabelText('Check-in time')).toHaveDisplayValue('17:00');
    expect(screen.getByLabelText('Check-out time')).toHaveDisplayValue('11:00');
    await next(user);

    await heading('For verification');
    // Four of five steps done: the bar is full only once sign-up succeeded.
    expect(progress()).toHaveAttribute('aria-valuenow', '80');
    await user.upload(screen.getByLabelText(/Photos of your property/), new File(['png'], 'lake.png', { type: 'image/png' }));
    expect(await screen.findByText('Photos uploaded successfully!')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Verification documents/), [file('a.pdf'), file('b.pdf')]);
    await user.click(await screen.findByRole('button', { name: /^Remove 3-b.pdf/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please accept the supplier terms to continue.')).not.toHaveLength(0);
    expect(mocked.registerSupplier.count).toBe(0);
    expect(screen.getByRole('link', { name: 'supplier terms' })).toHaveAttribute('href', '/supplier-terms');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Supplier registered successfully!')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    // The phone goes as the server stores it, E.164.
    const account = {
      full_name: 'Ayesha Khan',
      email: 'owner@hunza.test',
      phone_number: '+923001234567',
      password: 'secret1',
      role: 'supplier',
    };
    // Files need an account: the first upload registered it, every upload went with its token,
    // and the last step registered the same person again (the server lets it continue).
    expect(mocked.registerUser.all.map((call) => call.body)).toEqual([account, account]);
    expect(registeredAtUpload).toEqual([1, 1, 1]);
    expect(mocked.uploads.all.map((call) => call.headers.get('Authorization'))).toEqual(Array(3).fill('Bearer user-token'));
    expect(mocked.registerSupplier.last().headers.get('Authorization')).toBe('Bearer user-token');
    expect(mocked.registerSupplier.last().body).toEqual({
      supplier_type: 'hotel',
      user_id: 'u-1',
      accepted_terms_version: SUPPLIER_TERMS_VERSION,
      verification_doc: ['/api/v1/files/2-a.pdf'],
      profile_data: {
        country: 'Pakistan',
        property_name: 'Hunza Serena Lodge',
        contact_name: 'Ayesha Khan',
        phone_number: '+923001234567',
        email: 'owner@hunza.test',
        city_region: 'Hunza',
        address: 'Karimabad',
        property_type: 'Lodge',
        amenities: ['Free Wi-Fi'],
        rooms: 10,
        check_in_time: '17:00',
        check_out_time: '11:00',
        photos: ['/api/v1/files/1-lake.png'],
        verification_doc: ['/api/v1/files/2-a.pdf'],
      },
    });
    expect(await screen.findByRole('heading', { name: "We're reviewing your details..." }, { timeout: 3000 })).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ token: 'supplier-token', userId: 'u-1', supplierId: 's-1', registrationComplete: true });
    // Signed in by the sign-up itself: nothing to log in to.
    expect(screen.getByRole('button', { name: 'Go to dashboard' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('supplier_signup_draft')).toBeNull();
  });

  it('goes back and forth keeping answers, and a new type resets progress', async () => {
    const { user } = renderPage();
    await chooseType(user, HOTEL);
    await fillContact(user, { name: 'Hunza Serena Lodge', contact: 'Ayesha Khan' });
    await next(user);
    await heading('About your business');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('For smooth communication');
    expect(screen.getByLabelText("Property's name")).toHaveValue('Hunza Serena Lodge');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Choose your business type');

    await user.click(screen.getByLabelText('Tour guide'));
    expect(screen.getByRole('progressbar', { name: 'Sign-up progress' })).toHaveAttribute('aria-valuenow', '0');
    await next(user);
    await heading('For smooth communication');
    expect(screen.getByLabelText('Full name')).toHaveValue('Hunza Serena Lodge');
    expect(screen.queryByLabelText("Contact person's name")).not.toBeInTheDocument();
    // Guide: step 0 and three more, so at step 1 a quarter is done.
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    await next(user);
    await heading('About you');
    expect(screen.getByText('Your address will not be visible on your profile.')).toBeInTheDocument();
  });

  it('restores entered data after a reload, at step 0 and without the password', async () => {
    const first = renderPage();
    await chooseType(first.user, 'Rental provider');
    await fillContact(first.user, { name: 'Skardu Jeeps', contact: 'Bilal Ahmed' });
    first.view.unmount();

    const { user } = renderPage();
    await heading('Choose your business type');
    expect(screen.getByLabelText('Rental provider')).toBeChecked();
    await next(user);
    await heading('For smooth communication');
    expect(screen.getByLabelText('Business name')).toHaveValue('Skardu Jeeps');
    expect(screen.getByLabelText('Phone number')).toHaveValue('3001234567');
    expect(screen.getByLabelText('Set password')).toHaveValue('');
  });

  it('lets a failed supplier registration be submitted again', async () => {
    mocked.registerSupplier = mockApi.registerSupplier(
      inTurn(apiFailure(400, 'Validation failed', [{ field: 'profile_data.city', message: 'Please fill in all required fields.' }]), {
        message: 'Supplier registered successfully!',
        supplier: { supplier_id: 's-1' },
        token: 'supplier-token',
      }),
    );
    const { user } = renderPage();
    await chooseType(user, 'Rental provider');
    await fillContact(user, { name: 'Skardu Jeeps', contact: 'Bilal Ahmed' });
    await next(user);
    await heading('About your business');
    await user.type(screen.getByLabelText('City/region'), 'Skardu');
    await user.type(screen.getByLabelText('Location'), 'Airport Road');
    await user.selectOptions(screen.getByLabelText('What do you rent out?'), 'Cars');
    await user.selectOptions(screen.getByLabelText('How many cars or bikes do you have?'), '6-10');
    const yesNo = (label: string) => within(screen.getByRole('group', { name: label }));
    await user.click(yesNo('Do you offer self-drive?').getByLabelText('No'));
    await user.click(yesNo('Do you require a security deposit?').getByLabelText('Yes'));
    await next(user);
    await heading('For verification');
    await user.upload(screen.getByLabelText(/^Verification documents/), file('licence.pdf'));
    await screen.findByRole('button', { name: /^Remove .*licence.pdf/ });
    await acceptTerms(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Supplier registration failed.')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(useSession.getState().registrationComplete).toBe(true), { timeout: 3000 });
    expect(mocked.registerUser.count).toBe(3); // the upload's, then each Submit's
    expect(mocked.registerSupplier.last().headers.get('Authorization')).toBe('Bearer user-token');
    expect(mocked.registerSupplier.last().body).toMatchObject({
      supplier_type: 'rental',
      profile_data: { how_many_cars_bikes: 8, offer_self_drive: false, require_security_deposit: true },
    });
  });

  async function guideAtVerification(user: UserEvent) {
    await chooseType(user, 'Tour guide');
    await fillContact(user, { name: 'Bilal Ahmed' });
    await next(user);
    await user.type(await screen.findByLabelText('City/region'), 'Lahore');
    await user.type(screen.getByLabelText('Address'), 'Gulberg');
    await user.click(screen.getByLabelText('History'));
    await user.selectOptions(screen.getByLabelText('How long have you been guiding?'), '3-5 years');
    await user.click(screen.getByLabelText('Yes'));
    await next(user);
    await heading('For verification');
    await acceptTerms(user);
  }

  it('says on the upload when the account cannot be made (an e-mail taken), and tries again with the next file', async () => {
    mocked.registerUser = mockApi.registerUser(inTurn(apiFailure(409, 'An account with this email already exists.'), registered));
    const { user } = renderPage();
    await guideAtVerification(user);
    await user.upload(screen.getByLabelText(/^DTS license/), file('dts.pdf'));
    expect((await screen.findAllByText('dts.pdf: An account with this email already exists.')).length).toBeGreaterThan(0);
    expect(mocked.uploads.count).toBe(0);
    await user.upload(screen.getByLabelText(/^Identity document/), file('cnic.pdf'));
    await screen.findByRole('button', { name: /^Remove .*cnic.pdf/ });
    expect(mocked.registerUser.count).toBe(2);
    expect(mocked.uploads.last().headers.get('Authorization')).toBe('Bearer user-token');
  });

  it('finishes without documents: they are optional, and the step says they can come later from the profile', async () => {
    const { user } = renderPage();
    await guideAtVerification(user);
    expect(screen.getByText(/No documents at hand\? You can finish now and upload them later from My Profile\./)).toBeInTheDocument();
    expect(screen.getByText('DTS license').parentElement).toHaveTextContent('DTS license (optional)');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Supplier registered successfully!')).toBeInTheDocument();
    expect(mocked.uploads.count).toBe(0);
    expect(mocked.registerSupplier.last().body).toMatchObject({
      supplier_type: 'tour_guide',
      verification_doc: [],
      profile_data: { dts_license: [], identity_doc: [], photos: [], phone_number: '+923001234567' },
    });
    expect(await screen.findByRole('heading', { name: "We're reviewing your details..." }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('takes more than 2 of a guide’s documents: the spec limits the count for hotels and rentals only', async () => {
    const { user } = renderPage();
    await guideAtVerification(user);
    expect(screen.getAllByText('5 MB a file.')).toHaveLength(1);
    expect(screen.getByText('CNIC (front and back) or passport. 5 MB a file.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^DTS license/), [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(await screen.findAllByRole('button', { name: /^Remove .*\.pdf/ })).toHaveLength(3);
  });

  it('shows the user registration failure with the server reason', async () => {
    const { user } = renderPage();
    await guideAtVerification(user);
    await user.upload(screen.getByLabelText(/^DTS license/), file('dts.pdf'));
    await user.upload(screen.getByLabelText(/^Identity document/), file('cnic.pdf'));
    await screen.findByRole('button', { name: /^Remove .*cnic.pdf/ });
    // The uploads made the account; by Submit, the e-mail is someone else's.
    mocked.registerUser = mockApi.registerUser(apiFailure(409, 'An account with this email already exists.'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('User registration failed.')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(mocked.registerSupplier.count).toBe(0);
  });

  it('shows the confirmation when registration was completed before (reset-on-load rule)', () => {
    useSession.getState().completeRegistration('s-1');
    renderPage({ token: 't', userId: 'u-1', supplierId: 's-1', role: 'owner' });
    expect(screen.getByRole('heading', { name: "We're reviewing your details..." })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('offers the way back to Sign in to someone signed out', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says on the e-mail field, as the contact step is left, that the e-mail has an account', async () => {
    mocked.checkEmail = mockApi.checkEmail(inTurn({ available: false }, { available: true }));
    const { user } = renderPage();
    await chooseType(user, 'Tour operator');
    await fillContact(user, { name: 'Karakoram Trails', contact: 'Ayesha Khan' });
    await next(user);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // On the field itself, beside the toast.
    expect(email.closest('.chakra-field__root')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('heading', { name: 'For smooth communication' })).toBeInTheDocument();
    expect(mocked.checkEmail.last().body).toEqual({ email: 'owner@hunza.test', password: 'secret1' });
    expect(mocked.registerUser.count).toBe(0);

    await user.clear(email);
    await user.type(email, 'other@hunza.test');
    await next(user);
    expect(await heading('About your business')).toBeInTheDocument();
    expect(mocked.checkEmail.last().body).toEqual({ email: 'other@hunza.test', password: 'secret1' });
  });

  it('puts an e-mail taken meanwhile, refused at Submit, back on the e-mail field', async () => {
    const { user } = renderPage();
    await guideAtVerification(user);
    const taken = 'An account with this email already exists.';
    mocked.registerUser = mockApi.registerUser(apiFailure(409, taken, [{ field: 'email', message: taken }]));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await heading('For smooth communication')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email').closest('.chakra-field__root')).toHaveTextContent(taken);
  });

  it('puts a password the server refuses as too common back on the password field', async () => {
    const { user } = renderPage();
    await guideAtVerification(user);
    mocked.registerUser = mockApi.registerUser(
      apiFailure(400, 'Validation failed', [{ field: 'password', message: PASSWORD_COMMON_MESSAGE }]),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await heading('For smooth communication')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Set password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Set password').closest('.chakra-field__root')).toHaveTextContent(PASSWORD_COMMON_MESSAGE);
  });
});
