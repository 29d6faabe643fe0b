import { screen, waitFor } from '@testing-library/react';

import { paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale, untranslatedTexts } from '@portal/i18n/testing';
import { booking, mockApi, renderAtRoute } from '@portal/testing';

import { BookingsPage } from './bookings-page';

afterEach(() => applyLanguage('en'));

const renderPage = () => renderAtRoute(paths.bookings, { [paths.bookings]: <BookingsPage /> });

describe('My Bookings in another language', () => {
  it('leaves no text outside the layer (pseudo-locale)', async () => {
    mockApi.listBookings({ rows: [booking({ booking_status: 'pending' })], total: 1 });
    await switchToPseudoLocale();
    renderPage();
    await screen.findAllByText('Ayesha Khan');
    expect(untranslatedTexts(document.body)).toEqual([]);
  });

  it('shows the list in Urdu, the customer isolated', async () => {
    mockApi.listBookings({ rows: [booking({ booking_status: 'confirmed' })], total: 1 });
    await applyLanguage('ur');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'میری بکنگز' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('کنفرم').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Ayesha Khan')[0]!.closest('bdi')).not.toBeNull();
  });
});
