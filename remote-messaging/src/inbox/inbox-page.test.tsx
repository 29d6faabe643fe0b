import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getBooking, listChats, listMessages, markMessagesRead, sendMessage } from '@portal/api';
import { currentLocation, renderAtRoute } from '@portal/config/testing';
import { MESSAGE_ERRORS, MESSAGE_TEXT_MAX_LENGTH } from '@portal/contracts';
import { useSession } from '@portal/session';
import { AYESHA, BILAL, FAIRY_MEADOWS, HUNZA, ME, SANA, SKARDU, bilal, booking, chat, message } from './test-chats';
import { InboxPage } from './inbox-page';
import { INBOX_POLL_MS } from './use-poll';

jest.mock('@portal/api', () => {
  class MockApiError extends Error {
    constructor(readonly status: number, message: string, readonly errors: { field: string; message: string }[] = []) {
      super(message);
    }
  }
  return {
    ApiError: MockApiError, listChats: jest.fn(), listMessages: jest.fn(), markMessagesRead: jest.fn(), sendMessage: jest.fn(),
    getBooking: jest.fn(),
  };
});
const mocked = {
  listChats: jest.mocked(listChats), listMessages: jest.mocked(listMessages), markRead: jest.mocked(markMessagesRead),
  send: jest.mocked(sendMessage), getBooking: jest.mocked(getBooking),
};

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const hunza = chat();
const skardu = chat({
  sender: bilal, customer: bilal, booking: { booking_id: SKARDU, booking_number: 1043, tour_name: 'Skardu Jeep Safari' },
  message_text: 'Thanks!', unread_count: 2,
});
const hunzaMessages = [message({ message_text: 'Is pickup from Gilgit possible?' }), message({ sender_id: ME, receiver_id: AYESHA, message_text: 'Yes, at 9am.' })];
const skarduMessages = [message({ booking_id: SKARDU, sender_id: BILAL, message_text: 'Thanks!' })];

const renderAt = (url: string) => renderAtRoute(url, { '/inbox': <InboxPage /> });
const log = () => screen.getByRole('log');
/** Waits for the thread, then for `text` in it. */
const inLog = async (text: string) => within(await screen.findByRole('log')).findByText(text);
const conversation = (name: RegExp) => screen.getByRole('button', { name });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

beforeEach(() => {
  Object.values(mocked).forEach((mock) => mock.mockReset());
  useSession.getState().signIn({ token: 't', userId: ME, supplierId: 's1' });
  mocked.listChats.mockResolvedValue([hunza, skardu]);
  mocked.listMessages.mockImplementation(async (id) => (id === HUNZA ? hunzaMessages : skarduMessages));
  mocked.markRead.mockResolvedValue({ read: 2 });
});

describe('My Inbox', () => {
  it('selects the first conversation on load and shows its messages, mine on the right', async () => {
    renderAt('/inbox');
    expect(await inLog('Yes, at 9am.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/inbox?booking=${HUNZA}`);
    expect(mocked.listChats).toHaveBeenCalledWith(ME);
    expect(mocked.listMessages).toHaveBeenCalledWith(HUNZA);
    expect(conversation(/Ayesha Khan/)).toHaveAttribute('aria-current', 'true');
    expect(conversation(/Bilal Ahmed/)).not.toHaveAttribute('aria-current');
    expect(screen.getByLabelText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#1042' })).toHaveAttribute('href', `/bookings/details/${HUNZA}`);
    expect(messageBox()).toHaveAttribute('placeholder', 'Send a message...');
    // The conversation was read already: nothing to mark.
    expect(mocked.markRead).not.toHaveBeenCalled();
  });

  it('loads a chosen conversation, puts it in the URL, and marks its unread messages read', async () => {
    renderAt('/inbox');
    await inLog('Yes, at 9am.');
    await userEvent.click(conversation(/Bilal Ahmed/));
    expect(currentLocation()).toBe(`/inbox?booking=${SKARDU}`);
    expect(await inLog('Thanks!')).toBeInTheDocument();
    expect(mocked.listMessages).toHaveBeenCalledWith(SKARDU);
    await waitFor(() => expect(mocked.markRead).toHaveBeenCalledWith(SKARDU));
    await waitFor(() => expect(within(conversation(/Bilal Ahmed/)).getByLabelText('0 unread')).toBeInTheDocument());
    expect(mocked.markRead).toHaveBeenCalledTimes(1);
    expect(conversation(/Bilal Ahmed/)).toHaveAttribute('aria-current', 'true');
  });

  it('sends a message: appended to the thread, the box cleared, the conversation first in the list', async () => {
    const sent = message({ booking_id: SKARDU, sender_id: ME, receiver_id: BILAL, message_text: 'See you on Friday', timestamp: '2026-11-21T10:00:00.000Z' });
    mocked.send.mockResolvedValue({ message: 'Message sent', data: sent });
    renderAt(`/inbox?booking=${SKARDU}`);
    await inLog('Thanks!');
    await userEvent.type(messageBox(), 'See you on Friday{Enter}');
    expect(await inLog('See you on Friday')).toBeInTheDocument();
    expect(mocked.send).toHaveBeenCalledWith(
      { booking_id: SKARDU, sender_id: ME, receiver_id: BILAL, message_text: 'See you on Friday' },
      null,
    );
    expect(messageBox()).toHaveValue('');
    const names = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('button').map((b) => b.textContent);
    expect(names[0]).toContain('See you on Friday');
    expect(names[0]).toContain('Bilal Ahmed');
  });

  it('keeps Shift+Enter as a new line and the send button off while the box is empty', async () => {
    renderAt('/inbox');
    await inLog('Yes, at 9am.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(messageBox(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(messageBox()).toHaveValue('Line one\nLine two');
    expect(mocked.send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says when a message is too long and does not send it', async () => {
    renderAt('/inbox');
    await inLog('Yes, at 9am.');
    await userEvent.click(messageBox());
    await userEvent.paste('x'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1));
    expect(screen.getByText(MESSAGE_ERRORS.tooLong)).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(mocked.send).not.toHaveBeenCalled();
  });

  it('toasts a failed send and keeps the text, with the server field message', async () => {
    mocked.send.mockRejectedValue(new ApiError(400, 'Validation failed', [{ field: 'message_text', message: 'Write a message or attach a file.' }]));
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
    mocked.send.mockResolvedValue({ message: 'Message sent', data: sent });
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
    expect(mocked.send).toHaveBeenCalledWith(expect.objectContaining({ message_text: '' }), plan);
    expect(screen.queryByText('plan.pdf')).not.toBeInTheDocument();
  });

  it("says 'Could not load chats' when the list fails, and retries", async () => {
    mocked.listChats.mockRejectedValueOnce(new ApiError(500, 'Server error'));
    renderAt('/inbox');
    expect(await screen.findByText('Could not load chats')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await inLog('Yes, at 9am.')).toBeInTheDocument();
  });

  it("says 'Failed to load messages' when the thread fails, and retries", async () => {
    mocked.listMessages.mockRejectedValueOnce(new ApiError(500, 'Server error'));
    renderAt('/inbox');
    expect(await inLog('Failed to load messages')).toBeInTheDocument();
    await userEvent.click(within(log()).getByRole('button', { name: 'Retry' }));
    expect(await inLog('Yes, at 9am.')).toBeInTheDocument();
  });

  it('opens the empty conversation of a booking without messages and sends the first message', async () => {
    mocked.getBooking.mockResolvedValue(booking());
    mocked.listMessages.mockResolvedValue([]);
    const first = message({ booking_id: FAIRY_MEADOWS, sender_id: ME, receiver_id: SANA, message_text: 'Welcome aboard!' });
    mocked.send.mockResolvedValue({ message: 'Message sent', data: first });
    renderAt(`/inbox?booking=${FAIRY_MEADOWS}`);
    expect(await inLog('No messages yet. Write the first one.')).toBeInTheDocument();
    expect(mocked.getBooking).toHaveBeenCalledWith(FAIRY_MEADOWS);
    expect(screen.getByRole('heading', { name: 'Sana Malik' })).toBeInTheDocument();
    await userEvent.type(messageBox(), 'Welcome aboard!{Enter}');
    expect(await inLog('Welcome aboard!')).toBeInTheDocument();
    expect(mocked.send).toHaveBeenCalledWith({ booking_id: FAIRY_MEADOWS, sender_id: ME, receiver_id: SANA, message_text: 'Welcome aboard!' }, null);
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent(/Sana Malik.*Fairy Meadows Trek · #1050.*Welcome aboard!/);
    expect(within(list).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'true');
  });

  it('says a booking without a customer account cannot be messaged', async () => {
    mocked.getBooking.mockResolvedValue(booking({ customer_id: null }));
    mocked.listMessages.mockResolvedValue([]);
    renderAt(`/inbox?booking=${FAIRY_MEADOWS}`);
    expect(await screen.findByText('This customer cannot be messaged: the booking has no customer account.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it("says 'Conversation not found' for a booking the server does not give", async () => {
    mocked.getBooking.mockRejectedValue(new ApiError(404, 'Booking not found'));
    renderAt('/inbox?booking=7f1c2d3e-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
  });

  it('shows a friendly empty state when there are no conversations', async () => {
    mocked.listChats.mockResolvedValue([]);
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
      mocked.listMessages.mockResolvedValue([...hunzaMessages, reply]);
      mocked.listChats.mockResolvedValue([chat({ message_text: 'One more question' }), skardu]);
      await act(async () => {
        jest.advanceTimersByTime(INBOX_POLL_MS);
      });
      expect(await inLog('One more question')).toBeInTheDocument();
      expect(conversation(/Ayesha Khan/)).toHaveTextContent('One more question');
      expect(messageBox()).toHaveValue('Half a thought');
    } finally {
      jest.useRealTimers();
    }
  });
});
