import { TICKET_SUBJECT_MAX_LENGTH } from '@portal/contracts';
import { ticket } from '@portal/testing';

import { followUpDefaults, toOpenTicketRequest } from './open-ticket-form-schema';

describe('open-ticket form values', () => {
  it('marks a follow-up subject once and keeps it within the subject limit', () => {
    expect(followUpDefaults(ticket({ subject: 'Follow-up: Late payout' }), 'Follow-up: ').subject).toBe('Follow-up: Late payout');
    expect(followUpDefaults(ticket({ subject: 'x'.repeat(TICKET_SUBJECT_MAX_LENGTH) }), 'Follow-up: ').subject).toHaveLength(
      TICKET_SUBJECT_MAX_LENGTH,
    );
  });

  it('marks it in Urdu with the Urdu prefix, and not again when it was marked in English', () => {
    expect(followUpDefaults(ticket({ subject: 'Late payout' }), 'فالو اپ: ').subject).toBe('فالو اپ: Late payout');
    expect(followUpDefaults(ticket({ subject: 'Follow-up: Late payout' }), 'فالو اپ: ').subject).toBe('Follow-up: Late payout');
  });

  it('leaves Related to empty when the earlier topic is not one of the choices', () => {
    expect(followUpDefaults(ticket({ related_to: 'Something old' }), 'Follow-up: ').related_to).toBeUndefined();
  });

  it('sends the one uploaded file as the attachment, or null', () => {
    const fields = { related_to: 'Other' as const, subject: 'S', description: 'D' };
    expect(toOpenTicketRequest({ ...fields, attachment: ['http://files.test/a.pdf'] }).attachment).toBe('http://files.test/a.pdf');
    expect(toOpenTicketRequest({ ...fields, attachment: [] }).attachment).toBeNull();
  });
});
