import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useLiveConnection } from '@portal/api';
import { MESSAGE_ERRORS, MESSAGE_TEXT_MAX_LENGTH, paths } from '@portal/contracts';
import {
  apiFailure,
  AYESHA,
  BILAL,
  bilal,
  booking,
  BOOKING_ID as HUNZA,
  chat,
  currentLocation,
  eventTicket,
  fakeEventSource,
  inTurn,
  liveEvent,
  ME,
  message,
  mockApi,
  type MockCalls,
  NETWORK_ERROR,
  renderAtRoute,
  user,
} from '@portal/testing';
import { formatTime } from '@portal/ui';

import { InboxPage } from './inbox-page';
import { INBOX_REFRESH_MS } from './use-chats';

const SKARDU = '7f1c2d3e-0000-4000-8000-000000000002';
const FAIRY_MEADOWS = '7f1c2d3e-0000-4000-8000-000000000009';
const SANA = '00000000-0000-4000-8000-0000000000c9';
/** A booking without messages yet, as GET /bookings/{id} answers it. */
const fairyMeadows = (overrides = {}) =>
  booking({
    booking_id: FAIRY_MEADOWS,
    booking_number: 1050,
    customer_id: SANA,
    customer_name: 'Sana Malik',
    tour_name: 'Fairy Meadows Trek',
    ...overrides,
  });

const hunza = chat();
const skardu = chat({
  sender: bilal,
  customer: bilal,
  booking: { booking_id: SKARDU, booking_number: 1043, tour_name: 'Skardu Jeep Safari' },
  message_text: 'Thanks!',
  unread_count: 2,
});
const hunzaMessages = [
  message({ message_text: 'Is pickup from Gilgit possible?' }),
  message({ sender_id: ME, receiver_id: AYESHA, message_text: 'Yes, at 9am.' }),
];
const skarduMessages = [message({ booking_id: SKARDU, sender_id: BILAL, message_text: 'Thanks!' })];

const renderAt = (url: string) => renderAtRoute(url, { [paths.inbox]: <InboxPage /> });
const stream = fakeEventSource();
/** The host's layout keeps the live stream open around every screen. */
function LiveConnection() {
  useLiveConnection();
  return null;
}
const log = () => screen.getByRole('log');
/** Waits for the thread, then for `text` in it. */
const inLog = async (text: string) => within(await screen.findByRole('log')).findByText(text);
const conversation = (name: RegExp) => screen.getByRole('button', { name });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

const mocked = {} as {
  listChats: MockCalls<'listChats'>;
  listMessages: MockCalls<'listMessages'>;
  markRead: MockCalls<'markMessagesRead'>;
};

beforeEach(() => {
  mockApi.getUser(user());
  mocked.listChats = mockApi.listChats([hunza, skardu]);
  mocked.listMessages = mockApi.listMessages(({ params }) => (params.id === HUNZA ? hunzaMessages : skarduMessages));
  mocked.markRead = mockApi.markMessagesRead({ read: 2 });
});

describe('My Inbox', () => {
  it('selects the first conversation on load and shows its messages, mine on the right', async () => {
    renderAt('/inbox');
    expect(await inLog('Yes, at 9am.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/inbox?booking=${HUNZA}`);
    expect(mocked.listChats.last().params.id).toBe(ME);
    expect(mocked.listMessages.last().params.id).toBe(HUNZA);
    expect(conversation(/Ayesha Khan/)).toHaveAttribute('aria-current', 'true');
    expect(conversation(/Bilal Ahmed/)).not.toHaveAttribute('aria-current');
    expect(screen.getByLabelText('2 unread')).toBeInTheDocument();
    // Ayesha's conversation is read: it shows no badge.
    expect(within(conversation(/Ayesha Khan/)).queryByLabelText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#1042' })).toHaveAttribute('href', `/bookings/details/${HUNZA}`);
    expect(messageBox()).toHaveAttribute('placeholder', 'Send a message...');
    // The conversation was read already: nothing to mark.
    expect(mocked.markRead.count).toBe(0);
  });

  it('loads a chosen conversation, puts it in the URL, and marks its unread messages read', async () => {
    renderAt('/inbox');
    await inLog('Yes, at 9am.');
    await userEvent.click(conversation(/Bilal Ahmed/));
    expect(currentLocation()).toBe(`/inbox?booking=${SKARDU}`);
    expect(await inLog('Thanks!')).toBeInTheDocument();
    expect(mocked.listMessages.last().params.id).toBe(SKARDU);
    await waitFor(() => expect(mocked.markRead.count).toBe(1));
    expect(mocked.markRead.last().params.id).toBe(SKARDU);
    // Read now: no badge at all, not a grey 0.
    await waitFor(() => expect(within(conversation(/Bilal Ahmed/)).queryByLabelText(/unread/)).not.toBeInTheDocument());
    expect(within(conversation(/Bilal Ahmed/)).queryByText('0')).not.toBeInTheDocument();
    expect(mocked.markRead.count).toBe(1);
    expect(conversation(/Bilal Ahmed/)).toHaveAttribute('aria-current', 'true');
  });

  it('sends a message: appended to the thread, the box cleared, the conversation first in the list', async () => {
    const sent = message({
      booking_id: SKARDU,
      sender_id: ME,
      receiver_id: BILAL,
      message_text: 'See you on Friday',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
    const send = mockApi.sendMessage({ message: 'Message sent', data: sent });
    renderAt(paths.inboxConversation(SKARDU));
    await inLog('Thanks!');
    await userEvent.type(messageBox(), 'See you on Friday{Enter}');
    expect(await inLog('See you on Friday')).toBeInTheDocument();
    expect(Object.fromEntries(send.last().body)).toEqual({
      booking_id: SKARDU,
      sender_id: ME,
      receiver_id: BILAL,
      message_text: 'See you on Friday',
    });
    expect(messageBox()).toHaveValue('');
    const names = within(screen.getByRole('list', { name: 'Conversations' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toContain('See you on Friday');
    expect(names[0]).toContain('Bilal Ahmed');
  });

  it('keeps Shift+Enter as a new line and the send button off while the box is empty', async () => {
    const send = mockApi.sendMessage(apiFailure(500, 'not expected'));
    renderAt('/inbox');
    await inLog('Yes, at 9am.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(messageBox(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(messageBox()).toHaveValue('Line one\nLine two');
    expect(send.count).toBe(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says when a message is too long and does not send it', async () => {
    const send = mockApi.sendMessage(apiFailure(500, 'not expected'));
    renderAt('/inbox');
    await inLog('Yes, at 9am.');
    await userEvent.click(messageBox());
    await userEvent.paste('x'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1));
    expect(screen.getByText(MESSAGE_ERRORS.tooLong)).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(send.count).toBe(0);
  });

  it("heads each day of the thread with a divider, and shows each message's time only", async () => {
    const now = new Date().toISOString();
    mockApi.listMessages([
      message({ message_text: 'Is pickup from Gilgit possible?', timestamp: '2026-11-19T04:00:00.000Z' }),
      message({ sender_id: ME, receiver_id: AYESHA, message_text: 'Yes, at 9am.', timestamp: '2026-11-19T05:00:00.000Z' }),
      message({ message_text: 'On our way', timestamp: now }),
    ]);
    renderAt('/inbox');
    await inLog('On our way');
    const lines = within(log())
      .getAllByText(/^(Today|Yesterday|\d{1,2} \w{3} \d{4}|\d{2}:\d{2}|Is pickup.*|Yes, at 9am\.|On our way)$/)
      .map((node) => node.textContent);
    expect(lines).toEqual([
      '19 Nov 2026',
      'Is pickup from Gilgit possible?',
      '09:00',
      'Yes, at 9am.',
      '10:00',
      'Today',
      'On our way',
      formatTime(now),
    ]);
  });

  it('toasts a failed send and keeps the text, with the server field message', async () => {
    mockApi.sendMessage(apiFailure(400, 'Validation failed', [{ field: 'message_text', message: 'Write a message or attach a file.' }]));
    renderAt('/inbox');
    await inLog('Yes, at 9am.');
    await userEvent.type(messageBox(), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message.')).toBeInTheDocument();
    expect(screen.getByText('Write a message or attach a file.')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Hello there');
    expect(within(log()).queryByText('Hello there')).not.toBeInTheDocument();
  });

  it('attaches a file, refuses one of another type, and sends the attachment', async () => {
    const sent = message({ sender_id: ME, receiver_id: AYESHA, message_text: '', message_file: 'http://api/files/abc.pdf' });
    const send = mockApi.sendMessage({ message: 'Message sent', data: sent });
    renderAt('/inbox');
    await inLog('Yes, at 9am.');
    const input = screen.getByLabelText<HTMLInputElement>('Attachment');
    await userEvent.upload(input, new File(['x'], 'song.mp3', { type: 'audio/mpeg' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('song.mp3 is not an accepted file type.');
    const plan = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, plan);
    expect(screen.getByText('plan.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByRole('link', { name: 'Attachment (PDF)' })).toHaveAttribute('href', 'http://api/files/abc.pdf');
    const body = send.last().body;
    expect(body.get('message_text')).toBe('');
    expect((body.get('message_file') as File).name).toBe('plan.pdf');
    expect(screen.queryByText('plan.pdf')).not.toBeInTheDocument();
  });

  it("says 'Could not load chats' when the list fails, and retries", async () => {
    mockApi.listChats(inTurn(apiFailure(500, 'Server error'), [hunza, skardu]));
    renderAt('/inbox');
    expect(await screen.findByText('Could not load chats')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await inLog('Yes, at 9am.')).toBeInTheDocument();
  });

  it("says 'Failed to load messages' when the thread fails, and retries", async () => {
    mockApi.listMessages(inTurn(NETWORK_ERROR, hunzaMessages));
    renderAt('/inbox');
    expect(await inLog('Failed to load messages')).toBeInTheDocument();
    await userEvent.click(within(log()).getByRole('button', { name: 'Retry' }));
    expect(await inLog('Yes, at 9am.')).toBeInTheDocument();
  });

  it('opens the empty conversation of a booking without messages and sends the first message', async () => {
    const get = mockApi.getBooking(fairyMeadows());
    mockApi.listMessages([]);
    const first = message({ booking_id: FAIRY_MEADOWS, sender_id: ME, receiver_id: SANA, message_text: 'Welcome aboard!' });
    const send = mockApi.sendMessage({ message: 'Message sent', data: first });
    renderAt(paths.inboxConversation(FAIRY_MEADOWS));
    expect(await inLog('No messages yet. Write the first one.')).toBeInTheDocument();
    expect(get.last().params.id).toBe(FAIRY_MEADOWS);
    expect(screen.getByRole('heading', { name: 'Sana Malik' })).toBeInTheDocument();
    await userEvent.type(messageBox(), 'Welcome aboard!{Enter}');
    expect(await inLog('Welcome aboard!')).toBeInTheDocument();
    expect(Object.fromEntries(send.last().body)).toEqual({
      booking_id: FAIRY_MEADOWS,
      sender_id: ME,
      receiver_id: SANA,
      message_text: 'Welcome aboard!',
    });
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent(/Sana Malik.*Fairy Meadows Trek · #1050.*Welcome aboard!/);
    expect(within(list).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
  });

  it('says a booking without a customer account cannot be messaged', async () => {
    mockApi.getBooking(fairyMeadows({ customer_id: null }));
    mockApi.listMessages([]);
    renderAt(paths.inboxConversation(FAIRY_MEADOWS));
    expect(await screen.findByText('This customer cannot be messaged: the booking has no customer account.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it("says 'Conversation not found' for a booking the server does not give", async () => {
    mockApi.getBooking(apiFailure(404, 'Booking not found'));
    renderAt('/inbox?booking=7f1c2d3e-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
  });

  it('shows a friendly empty state when there are no conversations', async () => {
    mockApi.listChats([]);
    renderAt('/inbox');
    expect(await screen.findByRole('heading', { name: 'No conversations yet.' })).toBeInTheDocument();
    expect(screen.getByText(/Messages from customers about their bookings appear here/)).toBeInTheDocument();
    expect(currentLocation()).toBe('/inbox');
  });

  it('shows new messages and conversations every 15 s without touching what is being typed', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderAt('/inbox');
      await inLog('Yes, at 9am.');
      await userEvent.type(messageBox(), 'Half a thought');
      const reply = message({ message_text: 'One more question' });
      mockApi.listMessages([...hunzaMessages, reply]);
      mockApi.listChats([chat({ message_text: 'One more question' }), skardu]);
      await act(async () => {
        jest.advanceTimersByTime(INBOX_REFRESH_MS);
      });
      expect(await inLog('One more question')).toBeInTheDocument();
      expect(conversation(/Ayesha Khan/)).toHaveTextContent('One more question');
      expect(messageBox()).toHaveValue('Half a thought');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks nothing while the tab is hidden, and catches up when it is shown again', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    try {
      renderAt('/inbox');
      await inLog('Yes, at 9am.');
      const asked = mocked.listChats.count;
      setVisibility('hidden');
      await act(async () => {
        jest.advanceTimersByTime(INBOX_REFRESH_MS * 3);
      });
      expect(mocked.listChats.count).toBe(asked);
      setVisibility('visible');
      await waitFor(() => expect(mocked.listChats.count).toBe(asked + 1));
    } finally {
      setVisibility('visible');
      jest.useRealTimers();
    }
  });

  it('shows a message in the open thread at once while the stream is live, reorders the list, marks it read, and polls only without the stream', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mockApi.createEventTicket(eventTicket('pass'));
      mocked.listChats = mockApi.listChats([skardu, hunza]);
      renderAtRoute(paths.inboxConversation(HUNZA), {
        [paths.inbox]: (
          <>
            <LiveConnection />
            <InboxPage />
          </>
        ),
      });
      await inLog('Yes, at 9am.');
      await waitFor(() => expect(stream.latest()).toBeDefined());
      act(() => stream.latest()!.open());
      const asked = mocked.listChats.count;
      await act(async () => {
        jest.advanceTimersByTime(INBOX_REFRESH_MS * 2);
      });
      expect(mocked.listChats.count).toBe(asked);

      mockApi.listMessages([...hunzaMessages, message({ message_text: 'One more question' })]);
      const live = mockApi.listChats([chat({ message_text: 'One more question', unread_count: 1 }), skardu]);
      act(() => stream.latest()!.emit(liveEvent({ objectId: HUNZA, bookingId: HUNZA })));
      expect(await inLog('One more question')).toBeInTheDocument();
      await waitFor(() =>
        expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button')[0]).toHaveTextContent('Ayesha Khan'),
      );
      await waitFor(() => expect(mocked.markRead.last().params.id).toBe(HUNZA));

      act(() => stream.latest()!.fail());
      const before = live.count;
      await act(async () => {
        jest.advanceTimersByTime(INBOX_REFRESH_MS);
      });
      await waitFor(() => expect(live.count).toBeGreaterThan(before));
    } finally {
      jest.useRealTimers();
    }
  });
});
