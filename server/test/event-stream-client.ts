import type { AddressInfo } from 'node:net';

import type { LiveEvent } from '@portal/contracts';

import { api, type TestApp } from './test-app';

/** One server-sent event as a browser's EventSource reads it. */
export interface Frame {
  id: string;
  event: string;
  data: LiveEvent;
}

export interface OpenStream {
  response: Response;
  /** The next event; null once the server has ended the stream. Comments and `retry:` are skipped. */
  next(): Promise<Frame | null>;
  close(): void;
}

/** `app.inject` answers only once a reply ends: a stream is read from the app listening on a port of its own. */
export async function listeningAddress(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

function frameOf(block: string): Frame | null {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
  }
  const data = fields.get('data');
  return data === undefined ? null : { id: fields.get('id') ?? '', event: fields.get('event') ?? '', data: JSON.parse(data) as LiveEvent };
}

/** GET /events as an EventSource would: `query` is the address's query, `headers` its headers (Last-Event-ID). */
export async function openStream(address: string, query: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${address}${api('/events')}?${query}`, { headers, signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    response,
    async next() {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const frame = frameOf(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          if (frame) return frame;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffered += value;
      }
    },
    close: () => abort.abort(),
  };
}
