import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type SupportTicket, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@portal/contracts';

import { multipartFiles, multipartRequest, PNG_BYTES } from '../../test/sample-profiles';
import { api, createTestApp, type SignedIn, signUpSupplier, type TestApp } from '../../test/test-app';
import { migrate } from '../db/migrate';
import { fileUrls } from './file-urls';
import { sniffMimeType } from './sniff';

const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const PDF = Buffer.from('%PDF-1.4\n% licence\n');

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://portal.example');
  return pathname + search;
};
const count = async (t: TestApp) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads'))[0]!.n;
const storedFiles = async (t: TestApp) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files'))[0]!.n;

describe('upload content checks', () => {
  it('reads the type from the content, whatever the name says', () => {
    assert.equal(sniffMimeType(PNG_BYTES), 'image/png');
    assert.equal(sniffMimeType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])), 'image/jpeg');
    assert.equal(sniffMimeType(WEBP), 'image/webp');
    assert.equal(sniffMimeType(Buffer.from('%PDF-1.7\n')), 'application/pdf');
    assert.equal(sniffMimeType(DOCX), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    assert.equal(sniffMimeType(Buffer.from('Licence no. 1234\r\nIslamabad\tPakistan\n')), 'text/plain');
    assert.equal(sniffMimeType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03])), null); // a Windows executable
    assert.equal(sniffMimeType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])), null); // a zip that is not a document
  });

  it('refuses markup that passes for text: HTML, SVG, XML, scripts', () => {
    for (const markup of [
      '<!DOCTYPE html><p>hi',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<?xml version="1.0"?><a/>',
      'Dear team,\n<script>fetch("/api")</script>',
      '  <HTML><body>x',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      assert.equal(sniffMimeType(Buffer.from(markup)), null, markup);
    }
    assert.equal(sniffMimeType(Buffer.from('Rooms: 3 < 5 and 7 > 2')), 'text/plain');
  });
});

describe('signed file links', () => {
  const urls = fileUrls({ JWT_SECRET: 'k'.repeat(20) + 'abcdefghijklmnopqrstuvwxyz' });
  const name = '0f8c6f6e-2f5e-4f0e-9a4c-3c9b1f0d7e21.pdf';

  it('signs a file address for an hour or so, the same link within a quarter of an hour', () => {
    const now = Date.UTC(2026, 0, 1, 10, 1);
    const link = urls.signed(urls.urlOf(name), now);
    assert.equal(urls.signed(urls.urlOf(name), now + 10 * 60 * 1000), link);
    const query = Object.fromEntries(new URL(link, 'http://portal.example').searchParams);
    assert.equal(urls.check(name, query, now + 60 * 60 * 1000), 'valid');
    assert.equal(urls.check(name, query, now + 80 * 60 * 1000), 'expired');
    assert.equal(urls.check('0f8c6f6e-2f5e-4f0e-9a4c-3c9b1f0d7e22.pdf', query, now), 'invalid', 'another file');
    assert.equal(urls.check(name, { ...query, expires: String(Number(query.expires) + 900) }, now), 'invalid', 'a longer life');
    assert.equal(urls.signed('https://example.com/x.pdf'), 'https://example.com/x.pdf');
    assert.equal(urls.signed(null), null);
  });

  it("gives a file a path at the portal's origin that ends with the name it was uploaded under", () => {
    assert.equal(urls.urlOf(name, 'C:\\scans\\Passport (front).pdf'), `/api/v1/files/${name}/Passport%20(front).pdf`);
    assert.equal(urls.urlOf(name, 'Fahrzeugschein – Müller.pdf'), `/api/v1/files/${name}/Fahrzeugschein%20%E2%80%93%20M%C3%BCller.pdf`);
    assert.equal(urls.urlOf(name, '..'), `/api/v1/files/${name}`);
    assert.equal(urls.nameOf(urls.urlOf(name, 'Licence.pdf')), name);
    assert.equal(
      urls.nameOf(`http://localhost:4000/api/v1/files/${name}`),
      null,
      'an address with a host name is not a file of the portal',
    );
    assert.match(
      urls.signed(urls.urlOf(name, 'Licence.pdf')),
      new RegExp(`^/api/v1/files/${name}/Licence\\.pdf\\?expires=\\d+&signature=`),
    );
  });
});

describe('POST uploads', () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  const upload = (files: { name: string; bytes: Buffer }[], who: SignedIn = me) => t.app.inject(multipartFiles(files, who.headers));
  const openTicket = (attachment: string, who: SignedIn = me) =>
    t.app.inject({
      method: 'POST',
      url: api('/support'),
      headers: who.headers,
      payload: { related_to: 'Technical', subject: 'See attached', description: 'Details attached.', attachment },
    });

  it('needs a token, as every call but sign-in and sign-up does', async () => {
    const before = await count(t);
    const reply = await t.app.inject(multipartRequest(api('/uploads'), { files: [{ name: 'a.png', bytes: PNG_BYTES }] }));
    assert.equal(reply.statusCode, 401);
    assert.equal(await count(t), before);
  });

  it('stores accepted files under server-chosen names with their owner, and serves an image in use to anyone', async () => {
    const reply = await upload([
      { name: '../../etc/photo.png', bytes: PNG_BYTES },
      { name: 'licence.pdf', bytes: PDF },
    ]);
    assert.equal(reply.statusCode, 201, reply.body);
    const { urls } = reply.json<{ urls: string[] }>();
    // Paths at the portal's own origin, ending with the name each was uploaded under (never a folder).
    assert.match(urls[0]!, /^\/api\/v1\/files\/[0-9a-f-]{36}\.png\/photo\.png$/);
    assert.match(urls[1]!, /^\/api\/v1\/files\/[0-9a-f-]{36}\.pdf\/licence\.pdf$/);
    const names = urls.map((url) => url.split('/')[4]!);
    const rows = await t.db.query<{ owner_id: string }>('SELECT owner_id FROM uploads WHERE stored_name = ANY($1::text[])', [names]);
    assert.deepEqual(
      rows.map((r) => r.owner_id),
      [me.userId, me.userId],
    );
    // In use as the profile photo: no longer a fresh upload only its owner may see (fresh-uploads.test.ts).
    const photo = { profile_photo: urls[0] };
    assert.equal(
      (await t.app.inject({ method: 'PUT', url: api(`/users/profile-image/${me.userId}`), headers: me.headers, payload: photo }))
        .statusCode,
      200,
    );
    const image = await t.app.inject({ method: 'GET', url: pathOf(urls[0]!) });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal(image.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(image.rawPayload, PNG_BYTES);
    const bare = await t.app.inject({ method: 'GET', url: `/api/v1/files/${names[0]}` });
    assert.deepEqual(bare.rawPayload, PNG_BYTES, 'the stored name alone serves the file too');
  });

  it('serves a document only through a signed link, as a sandboxed download; never by its bare address', async () => {
    const [url] = (await upload([{ name: 'notes.txt', bytes: Buffer.from('Licence no. 1234\n') }])).json<{ urls: string[] }>().urls;
    assert.equal((await t.app.inject({ method: 'GET', url: pathOf(url!) })).statusCode, 404);
    const { ticket } = (await openTicket(url!)).json<{ ticket: SupportTicket }>();
    const file = await t.app.inject({ method: 'GET', url: pathOf(ticket.attachment!) });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'text/plain');
    assert.equal(file.headers['content-disposition'], 'attachment');
    assert.match(String(file.headers['content-security-policy']), /default-src 'none'; sandbox/);
    assert.match(String(file.headers['cache-control']), /^private, max-age=\d+$/);
    const forged = ticket.attachment!.replace(/signature=.{4}/, 'signature=AAAA');
    assert.equal((await t.app.inject({ method: 'GET', url: pathOf(forged) })).statusCode, 404);
  });

  it('keeps an image attached to a ticket private from then on, and answers 403 for an expired link', async () => {
    const [url] = (await upload([{ name: 'passport.png', bytes: PNG_BYTES }])).json<{ urls: string[] }>().urls;
    assert.equal((await openTicket(url!)).statusCode, 201);
    assert.equal((await t.app.inject({ method: 'GET', url: pathOf(url!) })).statusCode, 404);
    const old = fileUrls(t.config).signed(url!, Date.now() - 3 * 60 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: pathOf(old) });
    assert.equal(expired.statusCode, 403);
    assert.equal(expired.json<{ message: string }>().message, 'This link has expired. Open the file again from the portal.');
  });

  it("refuses to attach another account's file, so no one is handed a link to it", async () => {
    const [mine] = (await upload([{ name: 'licence.pdf', bytes: PDF }])).json<{ urls: string[] }>().urls;
    const other = await signUpSupplier(t.app);
    const reply = await openTicket(mine!, other);
    assert.equal(reply.statusCode, 400);
    assert.equal(reply.json<{ errors: { field: string }[] }>().errors[0]!.field, 'attachment');
  });

  it('refuses HTML and SVG, whatever their names, and stores nothing', async () => {
    const before = await count(t);
    for (const [name, text] of [
      ['page.html', '<!doctype html><script>alert(document.cookie)</script>'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['notes.txt', '<html><body>hi</body></html>'],
    ] as const) {
      const reply = await upload([{ name, bytes: Buffer.from(text) }]);
      assert.equal(reply.statusCode, 415, name);
    }
    assert.equal(await count(t), before);
  });

  it('refuses a file whose content is not an accepted type, even named .png, and stores nothing', async () => {
    const before = await count(t);
    const stored = await storedFiles(t);
    const reply = await upload([
      { name: 'ok.png', bytes: PNG_BYTES },
      { name: 'virus.png', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) },
    ]);
    assert.equal(reply.statusCode, 415);
    assert.match(reply.json<{ message: string }>().message, /virus\.png is not an accepted type/);
    assert.equal(await count(t), before);
    assert.equal(await storedFiles(t), stored);
  });

  it('answers 400 for a NUL in a file name, and leaves no file behind', async () => {
    const before = await count(t);
    const stored = await storedFiles(t);
    const reply = await upload([
      { name: 'ok.png', bytes: PNG_BYTES },
      { name: 'bad\0name.png', bytes: PNG_BYTES },
    ]);
    assert.equal(reply.statusCode, 400);
    assert.deepEqual(reply.json<{ errors: unknown }>().errors, [{ field: 'files', message: 'Text cannot contain NUL characters.' }]);
    assert.equal(await count(t), before);
    assert.equal(await storedFiles(t), stored);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(UPLOAD_MAX_FILE_BYTES)]);
    const reply = await upload([{ name: 'big.png', bytes: big }]);
    assert.equal(reply.statusCode, 413);
    assert.equal(typeof reply.json<{ message: string }>().message, 'string');
  });

  it(`refuses more than ${UPLOAD_MAX_FILES} files in one request with 413`, async () => {
    const files = Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG_BYTES }));
    assert.equal((await upload(files)).statusCode, 413);
  });

  it('answers 400 for parts under another name and 415 for a body that is not multipart', async () => {
    const wrongField = await t.app.inject(multipartFiles([{ name: 'a.png', bytes: PNG_BYTES }], me.headers, 'photo'));
    assert.equal(wrongField.statusCode, 400);
    const json = await t.app.inject({ method: 'POST', url: api('/uploads'), headers: me.headers, payload: { files: [] } });
    assert.equal(json.statusCode, 415);
  });

  it('answers 404 for a file name the server did not issue', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/files/..%2F..%2Fpackage.json') });
    assert.equal(reply.statusCode, 404);
  });
});

describe('upload limits per account', () => {
  it('limits upload requests per minute, one account at a time', async () => {
    const t = await createTestApp({ env: { UPLOAD_RATE_LIMIT: '2' } });
    try {
      const [me, other] = [await signUpSupplier(t.app, { supplier: false }), await signUpSupplier(t.app, { supplier: false })];
      const send = (who: SignedIn) => t.app.inject(multipartFiles([{ name: 'a.png', bytes: PNG_BYTES }], who.headers));
      const seen = [];
      for (let i = 0; i < 3; i += 1) seen.push((await send(me)).statusCode);
      assert.deepEqual(seen, [201, 201, 429]);
      assert.equal((await send(other)).statusCode, 201);
    } finally {
      await t.close();
    }
  });

  it('keeps each account within its storage quota and stores nothing past it', async () => {
    const t = await createTestApp({ env: { UPLOAD_QUOTA_MB: '1' } });
    try {
      const me = await signUpSupplier(t.app, { supplier: false });
      const photo = Buffer.concat([PNG_BYTES, Buffer.alloc(600 * 1024)]);
      const send = () => t.app.inject(multipartFiles([{ name: 'big.png', bytes: photo }], me.headers));
      assert.equal((await send()).statusCode, 201);
      const stored = await storedFiles(t);
      const over = await send();
      assert.equal(over.statusCode, 413);
      assert.equal(over.json<{ message: string }>().message, 'Your files may take up 1 MB in all, and these would pass it.');
      assert.equal(await storedFiles(t), stored);
      assert.equal(await count(t), 1);
    } finally {
      await t.close();
    }
  });
});

describe('file addresses stored with a host name (before migration 012)', () => {
  let t: TestApp;
  let me: SignedIn;
  before(async () => {
    t = await createTestApp();
    me = await signUpSupplier(t.app);
  });
  after(async () => {
    await t.close();
  });

  it("are made paths at the portal's origin, in every record that holds one", async () => {
    const file = '/api/v1/files/0f8c6f6e-2f5e-4f0e-9a4c-3c9b1f0d7e21.png';
    const old = `http://localhost:4000${file}`;
    await t.db.query('UPDATE users SET profile_photo = $1 WHERE user_id = $2', [old, me.userId]);
    await t.db.query(
      `UPDATE suppliers SET profile_data = profile_data || jsonb_build_object('photos', jsonb_build_array($1::text)),
      verification_doc = ARRAY[$1::text] WHERE supplier_id = $2`,
      [old, me.supplierId],
    );
    await t.db.query('DELETE FROM schema_migrations WHERE version = $1', ['012_file_addresses_without_host.sql']);
    assert.deepEqual(await migrate(t.db), ['012_file_addresses_without_host.sql']);
    const [user] = await t.db.query<{ profile_photo: string }>('SELECT profile_photo FROM users WHERE user_id = $1', [me.userId]);
    assert.equal(user!.profile_photo, file);
    const [supplier] = await t.db.query<{ photos: string[]; verification_doc: string[] }>(
      "SELECT profile_data->'photos' AS photos, verification_doc FROM suppliers WHERE supplier_id = $1",
      [me.supplierId],
    );
    assert.deepEqual(supplier, { photos: [file], verification_doc: [file] });
  });
});
