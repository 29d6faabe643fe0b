import * as v from 'valibot';

import {
  type OpenTicketRequest,
  OpenTicketRequestSchema,
  type SupportTicket,
  TICKET_SUBJECT_MAX_LENGTH,
  TICKET_TOPICS,
  type TicketTopic,
} from '@portal/contracts';

import { supportEn } from '../strings/support.en';

const { related_to, subject, description } = OpenTicketRequestSchema.entries;

/**
 * The server's request schema, field for field, except the attachment: the upload field holds the
 * list of uploaded URLs (at most one here), the request its URL or null.
 */
export const OpenTicketFormSchema = v.object({ related_to, subject, description, attachment: v.array(v.string()) });
export type OpenTicketFormInput = v.InferInput<typeof OpenTicketFormSchema>;
export type OpenTicketFormValues = v.InferOutput<typeof OpenTicketFormSchema>;

export const toOpenTicketRequest = ({ attachment, ...fields }: OpenTicketFormValues): OpenTicketRequest => ({
  ...fields,
  attachment: attachment[0] ?? null,
});

const isTopic = (value: string): value is TicketTopic => (TICKET_TOPICS as readonly string[]).includes(value);

/**
 * A follow-up starts with the earlier ticket's topic and its subject marked as a follow-up (once), by
 * `prefix` in the page's language; a subject already marked in English or in that language stays as it is.
 */
export function followUpDefaults(ticket: SupportTicket, prefix: string): Partial<OpenTicketFormInput> {
  const marked = [prefix, supportEn.open.followUpPrefix].some((mark) => ticket.subject.startsWith(mark));
  const subjectText = marked ? ticket.subject : prefix + ticket.subject;
  return {
    related_to: isTopic(ticket.related_to) ? ticket.related_to : undefined,
    subject: subjectText.slice(0, TICKET_SUBJECT_MAX_LENGTH),
  };
}
