import assert from 'node:assert/strict';

import type { LightMyRequestResponse as InjectReply } from 'fastify';

/** UTF-8's byte-order mark as bytes: Excel reads a CSV file that starts with it as UTF-8. */
const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

/** A CSV download's lines, after checking that the file starts with UTF-8's byte-order mark (and only once). */
export function csvLines(reply: InjectReply): string[] {
  assert.deepEqual(reply.rawPayload.subarray(0, 3), BYTE_ORDER_MARK, 'a CSV file starts with the byte-order mark');
  const text = reply.rawPayload.subarray(3).toString('utf8');
  assert.equal(text.includes('\uFEFF'), false, 'the byte-order mark only at the start');
  return text.trimEnd().split('\r\n');
}
