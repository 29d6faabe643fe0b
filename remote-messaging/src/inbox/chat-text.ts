import type { Booking, ChatItem, ChatParty, Message } from '@portal/contracts';
import { formatDate, formatTime } from '@portal/ui';

import { messagingText } from '../strings/messaging-strings';

/** What the thread pane needs of a conversation, from a chat item or from a booking without messages yet. */
export interface Conversation {
  bookingId: string;
  bookingNumber: number;
  tourName: string;
  customerName: string;
  /** The customer's user id; null when the booking has no customer account to write to. */
  customerId: string | null;
}

export const conversationOfChat = (chat: ChatItem): Conversation => ({
  bookingId: chat.booking.booking_id,
  bookingNumber: chat.booking.booking_number,
  tourName: chat.booking.tour_name,
  customerName: chat.customer.full_name,
  customerId: chat.customer.user_id,
});

export const conversationOfBooking = (booking: Booking): Conversation => ({
  bookingId: booking.booking_id,
  bookingNumber: booking.booking_number,
  tourName: booking.tour_name,
  customerName: booking.customer_name,
  customerId: booking.customer_id,
});

const extensionOf = (url: string): string => (url.split(/[?#]/)[0] ?? url).split('.').pop()?.toLowerCase() ?? '';

export const isImageUrl = (url: string): boolean => ['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(extensionOf(url));

/**
 * 'Attachment (PDF)'. The server stores files under generated names, so the original name is not
 * known once sent; the type is what a person can tell apart.
 */
export function attachmentLabel(url: string): string {
  const extension = extensionOf(url);
  const t = messagingText();
  return extension && extension.length <= 4 ? t('thread.attachmentOfType', { type: extension.toUpperCase() }) : t('thread.attachment');
}

/** The list's preview of a last message: its text, else that it was a file. */
export function previewOf(chat: Pick<ChatItem, 'message_text' | 'message_file'>): string {
  return chat.message_text.trim() || (chat.message_file ? attachmentLabel(chat.message_file) : '');
}

const isToday = (timestamp: string, now: Date) => formatDate(timestamp) === formatDate(now);

/** In the list: a time for today's messages, a date for older ones (in the marketplace's time zone). */
export const listTimeOf = (timestamp: string, now: Date = new Date()): string =>
  isToday(timestamp, now) ? formatTime(timestamp) : formatDate(timestamp);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A thread's day divider: 'Today', 'Yesterday', else the date (in the marketplace's time zone). */
export function dayLabelOf(timestamp: string, now: Date = new Date()): string {
  const day = formatDate(timestamp);
  const t = messagingText();
  if (day === formatDate(now)) return t('thread.today');
  // Pakistan keeps no daylight saving time: the day before is always 24 hours back.
  return day === formatDate(new Date(now.getTime() - DAY_MS)) ? t('thread.yesterday') : day;
}

export interface MessageDay {
  label: string;
  messages: Message[];
}

/** The thread (oldest first) split into its days, so a divider can head each; a message then shows only its time. */
export function messageDaysOf(messages: readonly Message[], now: Date = new Date()): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const label = dayLabelOf(message.timestamp, now);
    const last = days.at(-1);
    if (last?.label === label) last.messages.push(message);
    else days.push({ label, messages: [message] });
  }
  return days;
}

/**
 * The list after `message` was sent in `conversation`: that conversation first, carrying the new
 * last message; a conversation not yet in the list is added.
 */
export function withSentMessage(chats: readonly ChatItem[], message: Message, conversation: Conversation, me: ChatParty): ChatItem[] {
  const existing = chats.find((chat) => chat.booking.booking_id === message.booking_id);
  const customer = existing?.customer ?? { user_id: message.receiver_id, full_name: conversation.customerName, profile_photo: null };
  const updated: ChatItem = {
    sender: me,
    receiver: customer,
    customer,
    booking: existing?.booking ?? {
      booking_id: conversation.bookingId,
      booking_number: conversation.bookingNumber,
      tour_name: conversation.tourName,
    },
    message_text: message.message_text,
    message_file: message.message_file,
    timestamp: message.timestamp,
    unread_count: existing?.unread_count ?? 0,
  };
  return [updated, ...chats.filter((chat) => chat !== existing)];
}
