import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths, routePatterns } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale, untranslatedTexts } from '@portal/i18n/testing';
import { booking, BOOKING_ID, mockApi, renderAtRoute } from '@portal/testing';

import { BookingInfoPage } from './booking-info-page';

afterEach(() => applyLanguage('en'));

describe("A booking's page in another language", () => {
  it('leaves no text of the page and its Decline dialog outside the layer (pseudo-locale)', async () => {
    mockApi.getBooking(
      booking({
        booking_status: 'pending',
        check_in_code: 'ABC2345',
        history: [{ kind: 'created', at: '2026-11-02T09:00:00Z', by: 'Ayesha Khan', reason: null, note: null }],
      }),
    );
    await switchToPseudoLocale();
    renderAtRoute(paths.bookingInfo(BOOKING_ID), { [routePatterns.bookingInfo]: <BookingInfoPage /> });
    await screen.findAllByText('Hunza Valley Tour');
    expect(untranslatedTexts(document.body)).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: /Déçlíñé/ })[0]!);
    await screen.findByRole('alertdialog');
    expect(untranslatedTexts(document.body)).toEqual([]);
  });
});
