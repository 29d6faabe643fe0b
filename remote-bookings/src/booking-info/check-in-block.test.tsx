import { screen, within } from '@testing-library/react';

import { paths, routePatterns } from '@portal/contracts';
import { booking, BOOKING_ID as ID, mockApi, renderAtRoute } from '@portal/testing';

import { BookingInfoPage } from './booking-info-page';

const LISTING_ID = '5a000000-0000-4000-8000-000000000001';

describe("Booking Info's check-in", () => {
  it('shows the check-in code as text and as a QR code, whether the customer came, and the departure list', async () => {
    mockApi.getBooking(booking({ check_in_code: 'ABC2345', arrival: null, listing_id: LISTING_ID, start_time: '10:00' }));
    renderAtRoute(paths.bookingInfo(ID), { [routePatterns.bookingInfo]: <BookingInfoPage /> });
    const block = await screen.findByRole('region', { name: 'Check-in' });
    expect(within(block).getByText('ABC2345')).toBeInTheDocument();
    const qr = within(block).getByRole('img', { name: 'QR code of check-in code ABC2345' });
    expect(qr.querySelector('svg path')?.getAttribute('d')).toBeTruthy();
    expect(within(block).getByText('Arrival: Not yet')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Departure list' })).toHaveAttribute(
      'href',
      paths.departureList(LISTING_ID, '2026-12-15', '10:00'),
    );
  });
});
