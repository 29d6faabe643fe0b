import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { api, createTestApp, signUpSupplier } from '../test/test-app';
import { loadCommandConfig, loadConfig, randomSecret } from './config';

const base = { DATA_DIR: 'memory' };

/** An HS256 token signed with `secret`, as anyone holding it can make one. */
function forgeToken(secret: string, payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('the token secret', () => {
  it('refuses to start without one, naming both ways to give it', () => {
    assert.throws(() => loadConfig(base), /Set JWT_SECRET .* or JWT_SECRET_FILE/);
  });

  it('refuses the values once published in the repository, short ones and repetitive ones', () => {
    for (const weak of ['development-only-secret-change-me', 'compose-only-secret-change-me', 'end-to-end-tests-secret']) {
      assert.throws(() => loadConfig({ ...base, JWT_SECRET: weak }), /published in the repository|shorter than 32 random bytes/, weak);
    }
    assert.throws(() => loadConfig({ ...base, JWT_SECRET: 'x'.repeat(31) }), /shorter than 32 random bytes/);
    assert.throws(() => loadConfig({ ...base, JWT_SECRET: 'ab'.repeat(40) }), /too few characters/);
  });

  it('accepts 32 random bytes or more, as base64 or hex', () => {
    assert.equal(loadConfig({ ...base, JWT_SECRET: 'q'.concat(randomSecret()) }).JWT_SECRET.length, 65);
    const hex = 'a3f1c9d2e8b7460f9c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7';
    assert.equal(loadConfig({ ...base, JWT_SECRET: hex }).JWT_SECRET, hex);
  });

  it('creates JWT_SECRET_FILE on the first start (readable by its owner only) and reuses it after', (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-secret-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'data', 'jwt-secret');
    const first = loadConfig({ ...base, JWT_SECRET_FILE: file }).JWT_SECRET;
    assert.ok(first.length >= 43);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(loadConfig({ ...base, JWT_SECRET_FILE: file }).JWT_SECRET, first);
    writeFileSync(file, 'too-short\n');
    assert.throws(() => loadConfig({ ...base, JWT_SECRET_FILE: file }), new RegExp(`JWT_SECRET_FILE \\(${file}\\) is shorter`));
    assert.equal(readFileSync(file, 'utf8'), 'too-short\n');
  });

  it('is not needed by the seed and admin commands, which sign nothing', () => {
    assert.equal('JWT_SECRET' in loadCommandConfig(base), false);
  });

  it("refuses a token signed with the old published default, even for a real supplier's id", async () => {
    const t = await createTestApp();
    try {
      const supplier = await signUpSupplier(t.app);
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const forged = forgeToken('development-only-secret-change-me', { sub: supplier.userId, sid: supplier.supplierId, exp });
      const reply = await t.app.inject({
        method: 'GET',
        url: api(`/users/${supplier.userId}`),
        headers: { authorization: `Bearer ${forged}` },
      });
      assert.equal(reply.statusCode, 401);
      assert.equal(reply.body.includes(supplier.userId), false);
    } finally {
      await t.close();
    }
  });
});
