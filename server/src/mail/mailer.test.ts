import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { testConfig } from '../config';
import { createMailer, folderMailer } from './mailer';

describe('mailer', () => {
  it('writes each message as an .eml file (and its text) in the mail folder when no SMTP server is set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-mail-'));
    try {
      await folderMailer(dir, 'Portal <no-reply@portal.test>').send({
        to: 'a@example.test',
        subject: 'Verify your email address',
        text: 'Open http://x/verify',
        html: '<p>Open</p>',
      });
      const [file, text] = (await readdir(dir)).sort();
      assert.match(file!, /a@example\.test\.eml$/);
      assert.match(await readFile(join(dir, text!), 'utf8'), /Open http:\/\/x\/verify/);
      const raw = await readFile(join(dir, file!), 'utf8');
      assert.match(raw, /^Subject: Verify your email address$/m);
      assert.match(raw, /^To: a@example\.test$/m);
      assert.match(raw, /http:\/\/x\/verify/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('chooses SMTP when SMTP_URL is set, the data folder otherwise, memory with neither', () => {
    assert.equal(createMailer(testConfig({ SMTP_URL: 'smtp://localhost:1025' })).kind, 'smtp');
    assert.equal(createMailer(testConfig({ DATA_DIR: join(tmpdir(), 'portal-data') })).kind, 'folder');
    assert.equal(createMailer(testConfig()).kind, 'memory');
  });
});
