import { BILAL, bilal, BOOKING_ID as HUNZA, chat, ME, me, message } from '@portal/testing';

import {
  attachmentLabel,
  conversationOfChat,
  dayLabelOf,
  isImageUrl,
  listTimeOf,
  messageDaysOf,
  previewOf,
  withSentMessage,
} from './chat-text';

const SKARDU = '7f1c2d3e-0000-4000-8000-000000000002';

describe('chat text', () => {
  it('previews the last message by its text, else by its attachment', () => {
    expect(previewOf({ message_text: '  See you  ', message_file: null })).toBe('See you');
    expect(previewOf({ message_text: '', message_file: 'http://api/files/a1.pdf' })).toBe('Attachment (PDF)');
    expect(attachmentLabel('http://api/files/a1.jpeg?v=1')).toBe('Attachment (JPEG)');
    expect(attachmentLabel('http://api/files/noextension')).toBe('Attachment');
    expect(isImageUrl('http://api/files/a1.webp')).toBe(true);
    expect(isImageUrl('http://api/files/a1.docx')).toBe(false);
  });

  it("shows a time for today's messages and a date for older ones, in Pakistan time", () => {
    const now = new Date('2026-11-21T12:00:00.000Z'); // 17:00 in Karachi
    expect(listTimeOf('2026-11-21T03:05:00.000Z', now)).toBe('08:05');
    expect(listTimeOf('2026-11-20T18:30:00.000Z', now)).toBe('20 Nov 2026'); // 23:30 the day before
    expect(listTimeOf('2026-11-20T19:30:00.000Z', now)).toBe('00:30'); // already the 21st in Karachi
  });

  it("heads a thread's days with Today, Yesterday or the date, in Pakistan time", () => {
    const now = new Date('2026-11-21T12:00:00.000Z'); // 17:00 in Karachi
    expect(dayLabelOf('2026-11-20T19:30:00.000Z', now)).toBe('Today'); // 00:30 on the 21st in Karachi
    expect(dayLabelOf('2026-11-20T18:30:00.000Z', now)).toBe('Yesterday');
    expect(dayLabelOf('2026-11-19T18:30:00.000Z', now)).toBe('19 Nov 2026');
    const [older, earlier, later, today] = [
      '2026-11-18T09:00:00.000Z',
      '2026-11-20T04:00:00.000Z',
      '2026-11-20T11:00:00.000Z',
      '2026-11-21T06:00:00.000Z',
    ].map((timestamp) => message({ timestamp }));
    expect(messageDaysOf([older!, earlier!, later!, today!], now)).toEqual([
      { label: '18 Nov 2026', messages: [older] },
      { label: 'Yesterday', messages: [earlier, later] },
      { label: 'Today', messages: [today] },
    ]);
  });

  it('moves the conversation of a sent message first, with that message as its last', () => {
    const hunza = chat();
    const skardu = chat({
      customer: bilal,
      sender: bilal,
      booking: { booking_id: SKARDU, booking_number: 1043, tour_name: 'Skardu' },
      unread_count: 1,
    });
    const sent = message({
      booking_id: SKARDU,
      sender_id: ME,
      receiver_id: BILAL,
      message_text: 'Done',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
    const [first, second] = withSentMessage([hunza, skardu], sent, conversationOfChat(skardu), me);
    expect(first).toMatchObject({
      booking: skardu.booking,
      customer: bilal,
      sender: me,
      receiver: bilal,
      message_text: 'Done',
      unread_count: 1,
    });
    expect(second).toBe(hunza);
  });

  it('adds a conversation that was not in the list yet', () => {
    const sent = message({ booking_id: 'b-new', sender_id: ME, receiver_id: 'c-new', message_text: 'First' });
    const conversation = {
      bookingId: 'b-new',
      bookingNumber: 1050,
      tourName: 'Fairy Meadows Trek',
      customerName: 'Sana Malik',
      customerId: 'c-new',
    };
    const chats = withSentMessage([chat()], sent, conversation, me);
    expect(chats).toHaveLength(2);
    expect(chats[0]).toMatchObject({
      booking: { booking_id: 'b-new', booking_number: 1050, tour_name: 'Fairy Meadows Trek' },
      customer: { user_id: 'c-new', full_name: 'Sana Malik' },
      message_text: 'First',
      unread_count: 0,
    });
    expect(chats[1]!.booking.booking_id).toBe(HUNZA);
  });
});
