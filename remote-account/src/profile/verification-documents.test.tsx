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

const FILES = '/api/v1/files';
const signed = (name: string) => `${FILES}/${name}?expires=1900000000&signature=abc`;
const pdf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const withoutDocuments = aSupplier();
const section = () => screen.findByRole('region', { name: 'Verification documents' });

describe('Verification documents on My Profile', () => {
  beforeEach(() => {
    mockApi.getUser(aUser());
    mockApi.getTwoStep(twoStepStatus());
    mockApi.listSessions([]);
  });

  it('says which documents are missing after a sign-up without them', async () => {
    mockApi.getSupplier(withoutDocuments);
    renderWithProviders(<ProfilePage />);
    const documents = await section();
    expect(within(documents).getByText('Documents missing')).toBeInTheDocument();
    expect(
      within(documents).getByText(
        'Please upload your Business registration and DTS license. Your listings go live once the team has checked them.',
      ),
    ).toBeInTheDocument();
    expect(within(documents).getAllByText('Missing')).toHaveLength(2);
  });

  it('uploads a document to its field; the saved supplier shows it as a link, and what is still missing', async () => {
    mockApi.getSupplier(withoutDocuments);
    const uploads = mockApi.uploadFiles({ message: 'Files uploaded', urls: [`${FILES}/d1.pdf`] });
    const added = mockApi.addDocuments({
      ...withoutDocuments,
      profile_data: { ...withoutDocuments.profile_data, dts_license: [signed('d1.pdf')] },
      verification_doc: [signed('d1.pdf')],
    });
    renderWithProviders(<ProfilePage />);
    const documents = await section();
    await userEvent.setup().upload(within(documents).getByLabelText('DTS license files'), pdf('dts.pdf'));
    expect(await screen.findByText('DTS license uploaded')).toBeInTheDocument();
    expect(
      uploads
        .last()
        .body.getAll('files')
        .map((file) => (file as File).name),
    ).toEqual(['dts.pdf']);
    expect(added.last().params.id).toBe(MY_SUPPLIER);
    expect(added.last().body).toEqual({ field: 'dts_license', urls: [`${FILES}/d1.pdf`] });
    expect(within(documents).getByRole('link', { name: 'DTS license, file 1' })).toHaveAttribute('href', signed('d1.pdf'));
    expect(within(documents).getAllByText('Missing')).toHaveLength(1);
    expect(
      within(documents).getByText('Please upload your Business registration. Your listings go live once the team has checked them.'),
    ).toBeInTheDocument();
  });

  it('refuses a file over 5 MB or of another type before sending it, and shows the server’s refusal', async () => {
    mockApi.getSupplier(withoutDocuments);
    const uploads = mockApi.uploadFiles(apiFailure(415, 'page.html is not an accepted type'));
    renderWithProviders(<ProfilePage />);
    const documents = await section();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(documents).getByLabelText('DTS license files'), pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('big.pdf is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(within(documents).getByLabelText('DTS license files'), new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(await screen.findByText('page.html is not an accepted file type.')).toBeInTheDocument();
    expect(uploads.count).toBe(0);
    await user.upload(within(documents).getByLabelText('DTS license files'), pdf('scan.pdf'));
    expect(await screen.findByText('Upload failed: page.html is not an accepted type')).toBeInTheDocument();
  });

  it('shows a complete set, and no more uploads where a hotel has its 2 files', async () => {
    mockApi.getSupplier(
      aSupplier({
        supplier_type: 'hotel',
        profile_data: { property_name: 'Baltit Inn', verification_doc: [signed('a.pdf'), signed('b.pdf')] },
      }),
    );
    renderWithProviders(<ProfilePage />);
    const documents = await section();
    expect(within(documents).getByText('Complete')).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Upload Verification documents' })).toBeDisabled();
    expect(within(documents).getByText('2 of 2 files uploaded.')).toBeInTheDocument();
  });
});
