import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, it } from 'node:test';

import { makeUser } from '../../test/factories';
import { api, createTestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig, randomSecret } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { hashPassword, needsRehash, verifyPassword } from './password';

/** A hash as earlier versions stored it: scrypt at N=2^14, 'scrypt$N$r$p$salt$hash'. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const person = { full_name: 'Hash Test', email: 'hash@example.test', phone_number: '+923001234567', password: 'secret123' };

describe('password hashes', () => {
  it("gives a new hash OWASP's parameters (N=2^17, r=8, p=1) unless the configuration says otherwise", async () => {
    const config = loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', JWT_SECRET: randomSecret() });
    assert.equal(config.SCRYPT_LOG_N, 17);
    const db = await openDatabase({});
    try {
      await migrate(db);
      const app = await buildApp({ db, config });
      const reply = await app.inject({ method: 'POST', url: api('/users/register'), payload: person });
      assert.equal(reply.statusCode, 201);
      await app.close();
      const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
      assert.match(row!.password_hash, /^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
      assert.equal(await verifyPassword('secret123', row!.password_hash), true);
      assert.equal(await verifyPassword('secret124', row!.password_hash), false);
    } finally {
      await db.close();
    }
  });

  it('checks each hash with the parameters stored in it, and never lowers them', async () => {
    const stronger = await hashPassword('secret123', { logN: 12, r: 8, p: 1 });
    assert.equal(await verifyPassword('secret123', stronger), true);
    assert.equal(needsRehash(stronger, { logN: 10, r: 8, p: 1 }), false);
    assert.equal(needsRehash(stronger, { logN: 17, r: 8, p: 1 }), true);
    assert.equal(await verifyPassword('secret123', legacyHash('secret123')), true);
    assert.equal(needsRehash(legacyHash('secret123'), { logN: 10, r: 8, p: 1 }), true, 'the old format is replaced');
  });

  it('answers false, never throws, for a stored value it cannot use (unknown form, absurd cost)', async () => {
    for (const stored of [
      '',
      'plain-text',
      '$scrypt$ln=40,r=8,p=1$AAAA$AAAA',
      'scrypt$3$8$1$AAAA$AAAA',
      '$argon2id$v=19$m=65536,t=3,p=4$AAAA$AAAA',
    ]) {
      assert.equal(await verifyPassword('secret123', stored), false, stored);
    }
  });

  it('replaces a weaker hash at the next sign-in, and the password still works after', async () => {
    const t = await createTestApp({ env: { SCRYPT_LOG_N: '15' } });
    try {
      await makeUser(t.db, {
        full_name: person.full_name,
        email: person.email,
        phone_number: person.phone_number,
        password_hash: legacyHash(person.password),
      });
      const login = () =>
        t.app.inject({ method: 'POST', url: api('/users/login'), payload: { email: person.email, password: person.password } });
      assert.equal((await login()).statusCode, 200);
      const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [person.email]);
      assert.match(row!.password_hash, /^\$scrypt\$ln=15,r=8,p=1\$/);
      assert.equal((await login()).statusCode, 200);
    } finally {
      await t.close();
    }
  });
});
