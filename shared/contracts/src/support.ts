import * as v from 'valibot';

import { PageQuerySchema } from './common';
import { invalidFields } from './endpoints/define';
import { fileAddressSchema } from './uploads';

export const TICKET_STATUSES = ['open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What a ticket can be about: the 'Related to' choices of the open-ticket form. */
export const TICKET_TOPICS = ['Bookings', 'Payouts', 'Listings', 'Account', 'Technical', 'Other'] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];

/** Newest First and Oldest First, by when the ticket was opened. */
export const TICKET_SORTS = ['newest', 'oldest'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];
export const DEFAULT_TICKET_SORT: TicketSort = 'newest';

export const TICKET_SUBJECT_MAX_LENGTH = 150;
export const TICKET_TEXT_MAX_LENGTH = 5000;

export const TICKET_ERRORS = {
  relatedTo: 'Choose what the ticket is related to.',
  subject: 'Subject is required.',
  subjectTooLong: `Subject can be at most ${TICKET_SUBJECT_MAX_LENGTH} characters.`,
  description: 'Description is required.',
  response: 'Write a response first.',
  tooLong: `At most ${TICKET_TEXT_MAX_LENGTH} characters.`,
  closed: 'This request is closed for comments. You can create a follow-up.',
  oneChange: 'Send either status or admin_responses.',
  notUploaded: 'This file was not uploaded to the portal. Please upload it again.',
  notFound: 'Ticket not found',
} as const;

/** The ticket handlers' refusals beyond their schemas (they need the stored ticket and uploads). */
export const TICKET_REFUSALS = {
  notFound: { status: 404, message: TICKET_ERRORS.notFound },
  closed: { status: 409, message: TICKET_ERRORS.closed },
  notUploaded: invalidFields({ field: 'attachment', message: TICKET_ERRORS.notUploaded }),
} as const;

/** The server's answer to an opened ticket, shown as the toast. */
export const TICKET_OPENED_MESSAGE = 'Your ticket has been opened. We usually answer within one working day.';

/** GET /support/my-tickets: a tab (Open or Closed), a search by id, related to or subject, a sort, paging. */
export const TicketListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  tab: v.optional(v.picklist(TICKET_STATUSES, 'Unknown tab.'), 'open'),
  sort: v.optional(v.picklist(TICKET_SORTS, 'Unknown sort order.'), DEFAULT_TICKET_SORT),
});
export type TicketListQuery = v.InferOutput<typeof TicketListQuerySchema>;

/** A support ticket (spec section 3), as the list shows it. */
export const SupportTicketSchema = v.object({
  ticket_id: v.string(),
  /** A short number people quote ('#12'); searchable like the id. */
  ticket_number: v.number(),
  related_to: v.string(),
  subject: v.string(),
  description: v.string(),
  /** An uploaded file's URL, or null. */
  attachment: v.nullable(v.string()),
  status: v.picklist(TICKET_STATUSES),
  created_at: v.string(),
  updated_at: v.string(),
  closed_at: v.nullable(v.string()),
});
export type SupportTicket = v.InferOutput<typeof SupportTicketSchema>;

/** A response on a ticket: the marketplace team's ('admin') or the supplier's. */
export const TicketResponseSchema = v.object({
  response_id: v.string(),
  author: v.picklist(['admin', 'supplier']),
  body: v.string(),
  created_at: v.string(),
});
export type TicketResponse = v.InferOutput<typeof TicketResponseSchema>;

/** GET /support/{ticketId}: the ticket with its responses, oldest first. */
export const SupportTicketDetailSchema = v.object({
  ...SupportTicketSchema.entries,
  admin_responses: v.array(TicketResponseSchema),
});
export type SupportTicketDetail = v.InferOutput<typeof SupportTicketDetailSchema>;

const requiredText = (message: string, max: number, tooLong: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxCodePoints(max, tooLong));

/** POST /support: the open-ticket form. The attachment is uploaded first (POST uploads) and sent as its URL. */
export const OpenTicketRequestSchema = v.object({
  related_to: v.picklist(TICKET_TOPICS, TICKET_ERRORS.relatedTo),
  subject: requiredText(TICKET_ERRORS.subject, TICKET_SUBJECT_MAX_LENGTH, TICKET_ERRORS.subjectTooLong),
  description: requiredText(TICKET_ERRORS.description, TICKET_TEXT_MAX_LENGTH, TICKET_ERRORS.tooLong),
  attachment: v.optional(v.nullable(fileAddressSchema('Not a valid file address.')), null),
});
export type OpenTicketRequest = v.InferInput<typeof OpenTicketRequestSchema>;

export const OpenTicketReplySchema = v.object({ message: v.string(), ticket: SupportTicketSchema });

/** PATCH /support/{ticketId}: close the ticket, or add a response (spec: {status:'closed'} or {admin_responses}). */
export const UpdateTicketRequestSchema = v.pipe(
  v.object({
    status: v.optional(v.literal('closed', 'Only closing a ticket is possible.')),
    admin_responses: v.optional(requiredText(TICKET_ERRORS.response, TICKET_TEXT_MAX_LENGTH, TICKET_ERRORS.tooLong)),
  }),
  v.check((change) => (change.status === undefined) !== (change.admin_responses === undefined), TICKET_ERRORS.oneChange),
);
export type UpdateTicketRequest = v.InferInput<typeof UpdateTicketRequestSchema>;
