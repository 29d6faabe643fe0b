import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';

/** `levels` objects, each in the one before: {"a":{"a":...1}}. */
const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const nestedArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('deeply nested JSON answers 400, never 500', () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: api(url), headers: { ...headers, 'content-type': 'application/json' }, payload });
  const expected = { message: 'Validation failed', errors: [{ field: '(root)', message: 'JSON may be nested at most 64 levels deep.' }] };

  it('refuses 7,300 levels on public routes (sign-in, sign-up), as a value or as the whole body', async () => {
    for (const payload of [`{"email":"a@b.pk","password":${nestedObject(7300)}}`, nestedArray(7300), nestedObject(7300)]) {
      for (const url of ['/users/login', '/users/register']) {
        const reply = await post(url, payload);
        assert.equal(reply.statusCode, 400, url);
        assert.deepEqual(reply.json(), expected, url);
      }
    }
  });

  it('refuses 7,300 levels from a signed-in supplier, and opens nothing', async () => {
    const reply = await post('/support', `{"related_to":"Technical","subject":"Help","description":${nestedObject(7300)}}`, me.headers);
    assert.equal(reply.statusCode, 400);
    assert.deepEqual(reply.json(), expected);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets');
    assert.equal(row!.n, 0);
  });

  it('counts only brackets outside strings, and reads 64 levels as the schema would', async () => {
    const brackets = '[{'.repeat(500);
    const inText = await post(
      '/support',
      JSON.stringify({ related_to: 'Technical', subject: 'Brackets', description: `Look: ${brackets} \\" [` }),
      me.headers,
    );
    assert.equal(inText.statusCode, 201, 'brackets in a string are text');
    const atBound = await post('/users/login', `{"email":"a@b.pk","password":${nestedObject(63)}}`);
    assert.deepEqual(
      atBound.json<{ errors: { field: string }[] }>().errors.map((e) => e.field),
      ['password'],
      '64 levels reach the schema',
    );
    assert.deepEqual((await post('/users/login', `{"email":"a@b.pk","password":${nestedObject(64)}}`)).json(), expected);
  });
});
