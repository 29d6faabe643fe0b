import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import * as v from 'valibot';

import { ErrorReplySchema, TICKET_ERRORS } from '@portal/contracts';

import { listingBody } from '../../test/listing-factory';
import { documentedApp } from '../../test/openapi-document';
import { api } from '../../test/test-app';

/**
 * A rule JSON Schema cannot state (one field compared with another) is checked by the schema and
 * written in the operation's description, word for word as the server refuses it; a request that
 * keeps the rule is not refused with 400, one that breaks it gets the documented 400 {message, errors}.
 */
const ZERO = '00000000-0000-4000-8000-000000000000';

describe('the OpenAPI document states the rules the schemas check across fields', () => {
  const kit = documentedApp();

  const refusal = (reply: { statusCode: number; body: string; json: () => unknown }) => {
    assert.equal(reply.statusCode, 400, reply.body);
    return v.parse(ErrorReplySchema, reply.json());
  };

  it('activity: To on or after From', async () => {
    const operation = kit.doc.paths[api('/team/activity')]!.get!;
    assert.match(operation.description ?? '', /To must be on or after From\./);
    assert.ok(operation.responses['400']);
    const kept = await kit.t.app.inject({
      method: 'GET',
      url: api('/team/activity?from=2026-01-01&to=2026-01-10'),
      headers: kit.me.headers,
    });
    assert.notEqual(kept.statusCode, 400, kept.body);
    const broken = refusal(
      await kit.t.app.inject({ method: 'GET', url: api('/team/activity?from=2026-01-10&to=2026-01-01'), headers: kit.me.headers }),
    );
    assert.ok(
      broken.errors?.some((error) => error.field === 'to' && error.message === 'To must be on or after From.'),
      JSON.stringify(broken),
    );
  });

  it('support ticket change: one change of two (close, or add a response)', async () => {
    const operation = kit.doc.paths[api('/support/{id}')]!.patch!;
    assert.ok((operation.description ?? '').includes(TICKET_ERRORS.oneChange), operation.description);
    assert.ok(operation.responses['400']);
    const kept = await kit.t.app.inject({
      method: 'PATCH',
      url: api(`/support/${ZERO}`),
      headers: kit.me.headers,
      payload: { status: 'closed' },
    });
    assert.notEqual(kept.statusCode, 400, kept.body);
    const broken = refusal(
      await kit.t.app.inject({
        method: 'PATCH',
        url: api(`/support/${ZERO}`),
        headers: kit.me.headers,
        payload: { status: 'closed', admin_responses: 'Thanks' },
      }),
    );
    assert.ok(JSON.stringify(broken).includes(TICKET_ERRORS.oneChange), JSON.stringify(broken));
  });

  it('listing: a half-filled itinerary entry names its missing title (a rule across the entry)', async () => {
    const operation = kit.doc.paths[api('/listings')]!.post!;
    assert.ok(JSON.stringify(operation).includes('Rule: Itinerary title is required.'));
    const body = await listingBody(kit.t.app, kit.me.headers, 'tour', {
      meta: { itinerary: [{ time: '09:00', title: '', overview: 'Karimabad' }] },
    });
    const broken = refusal(await kit.t.app.inject({ method: 'POST', url: api('/listings'), headers: kit.me.headers, payload: body }));
    assert.ok(
      broken.errors?.some((error) => error.field === 'meta_data.itinerary.0.title' && error.message === 'Itinerary title is required.'),
      JSON.stringify(broken),
    );
  });
});
