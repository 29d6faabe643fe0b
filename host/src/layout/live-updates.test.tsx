import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '@portal/contracts';
import { currentLocation, eventTicket, fakeEventSource, liveEvent, mockApi, renderWithProviders } from '@portal/testing';

import { markFirstScreenShown } from './first-screen';
import { LiveUpdates } from './live-updates';

const stream = fakeEventSource();

async function openAt(route: string) {
  mockApi.createEventTicket(eventTicket('pass'));
  renderWithProviders(<LiveUpdates />, { route });
  act(markFirstScreenShown);
  await waitFor(() => expect(stream.latest()).toBeDefined());
  act(() => stream.latest()!.open());
}

describe('live toasts', () => {
  // First: the page's first screen is shown for the page's life once marked.
  it('opens the stream once the first screen has shown, not before', async () => {
    const tickets = mockApi.createEventTicket(eventTicket('pass'));
    renderWithProviders(<LiveUpdates />, { route: paths.dashboard });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(stream.latest()).toBeUndefined();
    act(markFirstScreenShown);
    await waitFor(() => expect(stream.latest()).toBeDefined());
    expect(tickets.count).toBe(1);
  });

  it('toasts a new booking request with a link that opens the booking', async () => {
    await openAt(paths.dashboard);
    const event = liveEvent({ kind: 'booking.created', objectId: 'b-7', bookingId: 'b-7', link: paths.bookingInfo('b-7') });
    act(() => stream.latest()!.emit(event));
    expect(await screen.findByText(`New booking request: ${event.subject}`)).toBeInTheDocument();
    const view = screen.getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', paths.bookingInfo('b-7'));
    await userEvent.click(view);
    expect(currentLocation()).toBe(paths.bookingInfo('b-7'));
  });

  it("toasts nothing for the other kinds (a colleague's message, a reading among them), nor for the conversation already open", async () => {
    await openAt(paths.inboxConversation('b-1'));
    act(() => stream.latest()!.emit(liveEvent({ kind: 'review.posted', objectId: 'r-1', bookingId: null, link: paths.reviews })));
    act(() => stream.latest()!.emit(liveEvent({ link: paths.inboxConversation('b-1') })));
    // A colleague's message and a conversation read only keep the inbox current.
    for (const kind of ['message.sent', 'message.read'] as const)
      act(() => stream.latest()!.emit(liveEvent({ kind, objectId: 'b-2', bookingId: 'b-2', link: paths.inboxConversation('b-2') })));
    act(() =>
      stream.latest()!.emit(liveEvent({ kind: 'booking.cancelled', subject: '#1043 Skardu Jeep Safari', link: paths.bookingInfo('b-2') })),
    );
    expect(await screen.findByText('Booking cancelled: #1043 Skardu Jeep Safari')).toBeInTheDocument();
    expect(screen.queryByText(/New review|New message|#1042/)).not.toBeInTheDocument();
  });
});
