import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { PNG_BYTES, uploadTestFile } from '../../test/sample-profiles';
import { createTestApp, signUpSupplier, type TestApp } from '../../test/test-app';
import { importUploadsFolder } from './file-storage';

describe('the uploads folder of an earlier version', () => {
  let t: TestApp;
  const folder = mkdtempSync(join(tmpdir(), 'uploads-folder-'));
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is copied into the database once, the files with an upload record only, and then served', async () => {
    const me = await signUpSupplier(t.app, { supplier: false });
    const photo = await uploadTestFile(t.app, me.headers, 'photo.png', PNG_BYTES);
    const name = photo.split('/')[4]!;
    // As before stored_files: the record in the database, the bytes on disk.
    await t.db.query('DELETE FROM stored_files');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, name), PNG_BYTES);
    writeFileSync(join(folder, 'left-over.png'), PNG_BYTES);

    assert.equal(await importUploadsFolder(t.db, folder), 1);
    assert.equal(await importUploadsFolder(t.db, folder), 0, 'not again once the table holds files');
    assert.deepEqual(await t.storage.open('left-over.png'), null);
    const stream = await t.storage.open(name);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    assert.deepEqual(Buffer.concat(chunks), PNG_BYTES);
  });
});
