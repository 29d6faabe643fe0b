import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

describe('malformed input answers 400, never 500', () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url: api(url), headers: me.headers });
  const lists = () => [
    '/bookings/customer',
    '/bookings/customer.csv',
    '/payouts/supplier',
    `/reviews/supplier/${me.supplierId}`,
    '/support/my-tickets',
  ];

  it('refuses a NUL in a search box of every list, naming the field', async () => {
    for (const list of lists()) {
      const reply = await get(`${list}?q=a%00b`);
      assert.equal(reply.statusCode, 400, list);
      assert.deepEqual(
        reply.json(),
        { message: 'Validation failed', errors: [{ field: 'q', message: 'Text cannot contain NUL characters.' }] },
        list,
      );
    }
  });

  it('refuses page numbers no list has (1e20, past the last page the database can offset)', async () => {
    for (const list of lists().filter((l) => !l.endsWith('.csv'))) {
      for (const page of ['1e20', '1000001', '9007199254740993']) {
        const reply = await get(`${list}?page=${page}`);
        assert.equal(reply.statusCode, 400, `${list}?page=${page}`);
        assert.equal(reply.json<{ errors: { field: string }[] }>().errors[0]!.field, 'page');
      }
    }
    assert.equal((await get('/support/my-tickets?page=1000000')).statusCode, 200, 'the last page allowed is answered, empty');
  });

  it('refuses a NUL in a JSON body, in a value or a key, and in a path parameter', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: api('/support'),
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '{"related_to":"Technical","subject":"Help\\u0000me","description":"x"}',
    });
    assert.equal(body.statusCode, 400);
    assert.deepEqual(body.json<{ errors: unknown }>().errors, [{ field: 'subject', message: 'Text cannot contain NUL characters.' }]);
    const key = await t.app.inject({
      method: 'POST',
      url: api('/users/login'),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.pk","password":"x","a\\u0000":1}',
    });
    assert.equal(key.statusCode, 400);
    const param = await get('/support/abc%00def');
    assert.equal(param.statusCode, 400);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets');
    assert.equal(row!.n, 0);
  });
});
