import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type SupportTicket, type SupportTicketDetail, TICKET_ERRORS } from '@portal/contracts';

import { hoursAgo as ago, makeTicket, makeTicketResponse } from '../../test/factories';
import { uploadTestFile } from '../../test/sample-profiles';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

void describe('support tickets', () => {
  let t: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  const ids = new Map<string, string>();

  /** A ticket opened this many hours ago, written straight to the database. */
  async function addTicket(supplierId: string, relatedTo: string, subject: string, hoursAgo: number, status = 'open') {
    const { ticket_id: ticketId } = await makeTicket(t.db, supplierId, {
      related_to: relatedTo,
      subject,
      status,
      created_at: ago(hoursAgo),
      closed_at: status === 'closed' ? new Date() : null,
    });
    ids.set(subject, ticketId);
    return ticketId;
  }

  before(async () => {
    t = await createTestApp();
    owner = await signUpSupplier(t.app);
    other = await signUpSupplier(t.app);
    await addTicket(owner.supplierId!, 'Payouts', 'Payout not received', 50);
    await addTicket(owner.supplierId!, 'Listings', 'Tour still under review', 5);
    await addTicket(owner.supplierId!, 'Bookings', 'Change of travellers', 80);
    await addTicket(owner.supplierId!, 'Account', 'Update DTS licence', 900, 'closed');
    await addTicket(other.supplierId!, 'Payouts', 'Someone else’s payout', 1);
  });
  after(async () => {
    await t.close();
  });

  const list = async (query: string, who: SignedIn = owner) => {
    const reply = await t.app.inject({ method: 'GET', url: api(`/support/my-tickets${query}`), headers: who.headers });
    assert.equal(reply.statusCode, 200, reply.body);
    return { subjects: reply.json<SupportTicket[]>().map((ticket) => ticket.subject), total: Number(reply.headers['x-total-count']) };
  };
  const patch = (id: string, payload: unknown, who: SignedIn = owner) =>
    t.app.inject({ method: 'PATCH', url: api(`/support/${id}`), headers: who.headers, payload: payload as object });

  it('lists the open tab newest first by default, and only the supplier’s own', async () => {
    assert.deepEqual(await list(''), { subjects: ['Tour still under review', 'Payout not received', 'Change of travellers'], total: 3 });
    assert.deepEqual(await list('?tab=closed'), { subjects: ['Update DTS licence'], total: 1 });
    assert.deepEqual((await list('', other)).subjects, ['Someone else’s payout']);
  });

  it('sorts oldest first and pages with the total', async () => {
    assert.deepEqual(await list('?sort=oldest&pageSize=2'), { subjects: ['Change of travellers', 'Payout not received'], total: 3 });
    assert.deepEqual(await list('?sort=oldest&pageSize=2&page=2'), { subjects: ['Tour still under review'], total: 3 });
  });

  it('searches related to, subject, number and id within the tab, ignoring case', async () => {
    assert.deepEqual((await list('?q=payouts')).subjects, ['Payout not received']);
    assert.deepEqual((await list('?q=REVIEW')).subjects, ['Tour still under review']);
    assert.deepEqual((await list('?q=licence')).subjects, []);
    const [row] = await t.db.query<{ ticket_number: string }>('SELECT ticket_number FROM support_tickets WHERE ticket_id = $1', [
      ids.get('Change of travellers')!,
    ]);
    assert.deepEqual((await list(`?q=%23${row!.ticket_number}`)).subjects, ['Change of travellers']);
    assert.deepEqual((await list(`?q=${ids.get('Payout not received')!.slice(0, 8)}`)).subjects, ['Payout not received']);
  });

  it('answers 400 for an unknown tab or sort', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/support/my-tickets?tab=pending'), headers: owner.headers });
    assert.equal(reply.statusCode, 400);
    assert.equal(reply.json<{ errors: { field: string }[] }>().errors[0]!.field, 'tab');
  });

  it('opens a ticket with an uploaded attachment, and refuses a link from elsewhere', async () => {
    const attachment = await uploadTestFile(t.app, owner.headers);
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/support'),
      headers: owner.headers,
      payload: { related_to: 'Technical', subject: '  Photos do not upload  ', description: 'The upload stops at 90%.', attachment },
    });
    assert.equal(reply.statusCode, 201, reply.body);
    const { ticket } = reply.json<{ ticket: SupportTicket }>();
    assert.equal(ticket.subject, 'Photos do not upload');
    assert.equal(ticket.status, 'open');
    // Kept private: answered as a signed link to the same file.
    assert.ok(ticket.attachment!.startsWith(`${attachment}?expires=`), ticket.attachment!);
    assert.equal((await list('?q=photos')).total, 1);
    const foreign = await t.app.inject({
      method: 'POST',
      url: api('/support'),
      headers: owner.headers,
      payload: { related_to: 'Technical', subject: 'Look', description: 'See this', attachment: 'https://example.com/evil.pdf' },
    });
    assert.equal(foreign.statusCode, 400);
    assert.equal(foreign.json<{ errors: { field: string }[] }>().errors[0]!.field, 'attachment');
  });

  it('answers 400 with the form’s messages for a ticket without topic, subject or description', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: api('/support'),
      headers: owner.headers,
      payload: { related_to: 'Weather', subject: ' ', description: '' },
    });
    assert.equal(reply.statusCode, 400);
    assert.deepEqual(reply.json<{ errors: { field: string; message: string }[] }>().errors, [
      { field: 'related_to', message: TICKET_ERRORS.relatedTo },
      { field: 'subject', message: TICKET_ERRORS.subject },
      { field: 'description', message: TICKET_ERRORS.description },
    ]);
  });

  it('shows a ticket with its responses oldest first, only to its supplier', async () => {
    const id = ids.get('Payout not received')!;
    await makeTicketResponse(t.db, id, { body: 'We asked the bank.', created_at: ago(2) });
    const reply = await t.app.inject({ method: 'GET', url: api(`/support/${id}`), headers: owner.headers });
    assert.equal(reply.statusCode, 200);
    assert.deepEqual(
      reply.json<SupportTicketDetail>().admin_responses.map((r) => [r.author, r.body]),
      [['admin', 'We asked the bank.']],
    );
    assert.equal((await t.app.inject({ method: 'GET', url: api(`/support/${id}`), headers: other.headers })).statusCode, 404);
    assert.equal((await patch(id, { status: 'closed' }, other)).statusCode, 404);
  });

  it('adds the supplier’s response, then closes the ticket, which then takes no more', async () => {
    const id = ids.get('Payout not received')!;
    const answered = await patch(id, { admin_responses: '  It has been 3 days.  ' });
    assert.equal(answered.statusCode, 200, answered.body);
    assert.deepEqual(
      answered
        .json<SupportTicketDetail>()
        .admin_responses.map((r) => [r.author, r.body])
        .at(-1),
      ['supplier', 'It has been 3 days.'],
    );
    const closed = await patch(id, { status: 'closed' });
    assert.equal(closed.json<SupportTicketDetail>().status, 'closed');
    assert.ok(closed.json<SupportTicketDetail>().closed_at);
    const late = await patch(id, { admin_responses: 'One more thing' });
    assert.equal(late.statusCode, 409);
    assert.equal(late.json<{ message: string }>().message, TICKET_ERRORS.closed);
    assert.deepEqual((await list('?tab=closed')).subjects, ['Payout not received', 'Update DTS licence']);
  });

  it('answers 400 for an empty response, both changes at once, or a status other than closed', async () => {
    const id = ids.get('Change of travellers')!;
    for (const payload of [{ admin_responses: '   ' }, { status: 'closed', admin_responses: 'Both' }, { status: 'open' }, {}]) {
      const reply = await patch(id, payload);
      assert.equal(reply.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal(
      (await patch(id, { admin_responses: '   ' })).json<{ errors: { message: string }[] }>().errors[0]!.message,
      TICKET_ERRORS.response,
    );
  });
});
