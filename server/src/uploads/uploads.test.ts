import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@portal/contracts';
import { PNG_BYTES, multipartFiles } from '../../test/sample-profiles';
import { api, createTestApp, type TestApp } from '../../test/test-app';
import { sniffMimeType } from './sniff';

const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

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
});

describe('POST uploads', () => {
  let t: TestApp;
  before(async () => { t = await createTestApp(); });
  after(async () => { await t.close(); });

  it('stores accepted files under server-chosen names and serves them back with their type', async () => {
    const reply = await t.app.inject(multipartFiles([{ name: '../../etc/photo.png', bytes: PNG_BYTES }, { name: 'licence.pdf', bytes: Buffer.from('%PDF-1.4\n') }]));
    assert.equal(reply.statusCode, 201, reply.body);
    const { urls } = reply.json<{ urls: string[] }>();
    assert.equal(urls.length, 2);
    assert.match(urls[0]!, /\/api\/v1\/files\/[0-9a-f-]{36}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: new URL(urls[0]!).pathname });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.deepEqual(file.rawPayload, PNG_BYTES);
  });

  it('refuses a file whose content is not an accepted type, even named .png, and stores nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    const reply = await t.app.inject(multipartFiles([{ name: 'ok.png', bytes: PNG_BYTES }, { name: 'virus.png', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) }]));
    assert.equal(reply.statusCode, 415);
    assert.match(reply.json<{ message: string }>().message, /virus\.png is not an accepted type/);
    const afterwards = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    assert.equal(afterwards[0]!.n, before[0]!.n);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(UPLOAD_MAX_FILE_BYTES)]);
    const reply = await t.app.inject(multipartFiles([{ name: 'big.png', bytes: big }]));
    assert.equal(reply.statusCode, 413);
    assert.equal(typeof reply.json<{ message: string }>().message, 'string');
  });

  it(`refuses more than ${UPLOAD_MAX_FILES} files in one request with 413`, async () => {
    const files = Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG_BYTES }));
    const reply = await t.app.inject(multipartFiles(files));
    assert.equal(reply.statusCode, 413);
  });

  it('answers 400 for parts under another name and 415 for a body that is not multipart', async () => {
    const wrongField = await t.app.inject(multipartFiles([{ name: 'a.png', bytes: PNG_BYTES }], 'photo'));
    assert.equal(wrongField.statusCode, 400);
    const json = await t.app.inject({ method: 'POST', url: api('/uploads'), payload: { files: [] } });
    assert.equal(json.statusCode, 415);
  });

  it('answers 404 for a file name the server did not issue', async () => {
    const reply = await t.app.inject({ method: 'GET', url: api('/files/..%2F..%2Fpackage.json') });
    assert.equal(reply.statusCode, 404);
  });
});
