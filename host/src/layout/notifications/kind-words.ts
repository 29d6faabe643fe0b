import type { BellLiveEventKind } from '@portal/contracts';

// Each kind's words in the host's strings (English: LIVE_EVENT_LABELS of contracts).
export const KIND_WORDS = {
  'message.received': 'notifications.messageReceived',
  'booking.created': 'notifications.bookingCreated',
  'booking.confirmed': 'notifications.bookingConfirmed',
  'booking.declined': 'notifications.bookingDeclined',
  'booking.cancelled': 'notifications.bookingCancelled',
  'booking.rescheduled': 'notifications.bookingRescheduled',
  'listing.approved': 'notifications.listingApproved',
  'listing.rejected': 'notifications.listingRejected',
  'ticket.answered': 'notifications.ticketAnswered',
  'ticket.closed': 'notifications.ticketClosed',
  'review.posted': 'notifications.reviewPosted',
  'payout.paid': 'notifications.payoutPaid',
  'member.joined': 'notifications.memberJoined',
} as const satisfies Record<BellLiveEventKind, string>;
