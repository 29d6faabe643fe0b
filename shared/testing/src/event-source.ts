import type { LiveEvent } from '@portal/contracts';

/**
 * The browser's EventSource in a component test (jsdom has none): each stream the live client
 * opens is kept, and the test opens it, sends it events or breaks it, as the server would.
 */
export class FakeEventSource extends EventTarget {
  static readonly opened: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close(): void {
    this.closed = true;
  }

  /** The server answered: the stream is live. */
  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sends an event, framed as GET /events frames it. */
  emit(event: LiveEvent): void {
    this.dispatchEvent(new MessageEvent(event.kind, { data: JSON.stringify(event), lastEventId: event.id }));
  }

  /** The connection broke. */
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

/** Puts FakeEventSource in place of the browser's for the test file; answers the latest stream opened. */
export function fakeEventSource(): { latest: () => FakeEventSource | undefined } {
  beforeEach(() => {
    FakeEventSource.opened.length = 0;
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  return { latest: () => FakeEventSource.opened.at(-1) };
}

let nextEventId = 100;

/** The ticket's reply: `ticket`, for a minute, its stream to start after event `lastEventId`. */
export const eventTicket = (ticket: string, lastEventId = '0') => ({ ticket, expiresInSeconds: 60, lastEventId });

/** An event of the stream: a customer's new message about booking b-1 unless told otherwise. */
export const liveEvent = (overrides: Partial<LiveEvent> = {}): LiveEvent => ({
  id: String((nextEventId += 1)),
  kind: 'message.received',
  objectId: 'b-1',
  bookingId: 'b-1',
  subject: '#1042 Hunza Valley Tour, Ayesha Khan',
  detail: 'Is pickup at the hotel?',
  link: '/inbox?booking=b-1',
  createdAt: '2026-06-01T09:00:00.000Z',
  ...overrides,
});
