import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { apiFailure, booking, mockApi, renderAtRoute } from '@portal/testing';

import { CheckInPage } from './check-in-page';

const LISTING_ID = '5a000000-0000-4000-8000-000000000001';

const renderPage = () => renderAtRoute(paths.checkIn, { [paths.checkIn]: <CheckInPage /> });

describe('Check in', () => {
  it('checks the customer in by the typed code, as the booking holds it, and says who came', async () => {
    const checkIn = mockApi.checkInBooking(
      booking({ arrival: 'checked_in', listing_id: LISTING_ID, selected_date: '2026-12-15', start_time: '10:00' }),
    );
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: 'Check-in code' }), 'abc-2345{Enter}');
    await waitFor(() => expect(checkIn.last().body).toEqual({ code: 'ABC2345' }));
    expect(await screen.findByText('is checked in', { exact: false })).toHaveTextContent(/^Ayesha Khan is checked in$/);
    expect(screen.getByText(/^#1042, 3 people:/)).toHaveTextContent(/^#1042, 3 people: Hunza Valley Tour, 15 December 2026 at 10:00\.$/);
    expect(screen.getByRole('link', { name: 'Open the departure list' })).toHaveAttribute(
      'href',
      paths.departureList(LISTING_ID, '2026-12-15', '10:00'),
    );
    expect(screen.getByRole('textbox', { name: 'Check-in code' })).toHaveValue('');
  });

  it("refuses a code that cannot be one before asking, and shows the server's refusal of another", async () => {
    const checkIn = mockApi.checkInBooking(apiFailure(409, 'This booking was already checked in at 09:12 on 15 Dec 2026.'));
    renderPage();
    const field = screen.getByRole('textbox', { name: 'Check-in code' });
    await userEvent.type(field, 'AB1{Enter}');
    expect(await screen.findByText('A check-in code is 7 letters and digits, as on the booking.')).toBeInTheDocument();
    expect(checkIn.all).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'ABC2345');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('This booking was already checked in at 09:12 on 15 Dec 2026.')).toBeInTheDocument();
  });

  it('reads the QR code with the browser’s BarcodeDetector and checks that booking in', async () => {
    const stop = jest.fn();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: jest.fn().mockResolvedValue({ getTracks: () => [{ stop }] }) },
    });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const detect = jest.fn().mockResolvedValue([{ rawValue: 'QRC4567' }]);
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = jest.fn(() => ({ detect }));
    const checkIn = mockApi.checkInBooking(booking({ arrival: 'checked_in' }));
    try {
      renderPage();
      await userEvent.click(screen.getByRole('button', { name: 'Scan QR code' }));
      await waitFor(() => expect(checkIn.last().body).toEqual({ code: 'QRC4567' }));
      expect(await screen.findByText('is checked in', { exact: false })).toHaveTextContent(/^Ayesha Khan is checked in$/);
      // The camera is let go once the code is read.
      await waitFor(() => expect(stop).toHaveBeenCalled());
    } finally {
      delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
    }
  });
});
