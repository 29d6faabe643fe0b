import { screen, within } from '@testing-library/react';

import { paths, routePatterns } from '@portal/contracts';
import { booking, BOOKING_ID as ID, mockApi, renderAtRoute } from '@portal/testing';

import { BookingInfoPage } from './booking-info-page';

const renderAt = (url: string) => renderAtRoute(url, { [routePatterns.bookingInfo]: <BookingInfoPage /> });

describe("Booking Info's history", () => {
  it('lists what happened, when and by whom, oldest first', async () => {
    mockApi.getBooking(
      booking({
        history: [
          { kind: 'created', at: '2026-11-02T09:30:00.000Z', by: 'Ayesha Khan', reason: null, note: null },
          { kind: 'confirmed', at: '2026-11-02T10:00:00.000Z', by: 'Imran Ali', reason: null, note: null },
          {
            kind: 'moved',
            at: '2026-11-03T08:00:00.000Z',
            by: 'Imran Ali',
            reason: null,
            note: 'Babusar Pass closed',
            from: { date: '2026-12-15', start_time: '10:00' },
            to: { date: '2026-12-18', start_time: '06:30' },
          },
          { kind: 'cancelled', at: '2026-11-04T08:00:00.000Z', by: null, reason: 'weather_or_road_closure', note: null },
          { kind: 'refunded', at: '2026-11-04T08:00:00.000Z', by: null, reason: null, note: null, amount: 45000 },
        ],
      }),
    );
    renderAt(paths.bookingInfo(ID));
    const history = await screen.findByRole('region', { name: 'History' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Created2 Nov 2026, 14:30 by Ayesha Khan',
      'Confirmed2 Nov 2026, 15:00 by Imran Ali',
      'Moved3 Nov 2026, 13:00 by Imran Ali15 Dec 2026 at 10:00 → 18 Dec 2026 at 06:30Babusar Pass closed',
      'Cancelled4 Nov 2026, 13:00 by the marketplace teamWeather or road closure',
      'Refunded4 Nov 2026, 13:00 by the marketplace teamRs 45,000',
    ]);
  });

  it('says when there is no history to show', async () => {
    mockApi.getBooking(booking());
    renderAt(paths.bookingInfo(ID));
    expect(within(await screen.findByRole('region', { name: 'History' })).getByText('No history yet.')).toBeInTheDocument();
  });
});
