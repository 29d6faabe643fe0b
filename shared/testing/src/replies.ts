import type { ErrorReply } from '@portal/contracts';

/** An error reply of the API: its status and `{ message, errors }`. */
export class ApiFailure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly errors?: ErrorReply['errors'],
  ) {}
}

/** The server could not be reached (fetch rejects; the client reports status 0). */
export const NETWORK_ERROR = Symbol('network error');

export const apiFailure = (status: number, message: string, errors?: ErrorReply['errors']) => new ApiFailure(status, message, errors);

/** One request as the server received it. */
export interface Call {
  url: URL;
  /** The path's parameters, e.g. `{ bookingId }` for bookings/:bookingId. */
  params: Record<string, string>;
  /** The query string as name/value pairs. */
  query: Record<string, string>;
  /** The JSON body, the FormData of a multipart body, or null. */
  body: unknown;
  headers: Headers;
}

export type Outcome<T> = T | ApiFailure | typeof NETWORK_ERROR;

/** What a handler answers: a value, a failure, or a function of the request giving either. */
export type Reply<T> = Outcome<T> | ((call: Call) => Outcome<T> | Promise<Outcome<T>>);

/** Answers each reply in turn, the last one from then on (e.g. a failure, then the data on Retry). */
export function inTurn<T>(...replies: [Outcome<T>, ...Outcome<T>[]]): (call: Call) => Outcome<T> {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!;
}

/** A reply that waits until the test settles it, to see a screen while a request is under way. */
export function held<T>(): { reply: () => Promise<Outcome<T>>; settle: (outcome: Outcome<T>) => void } {
  let settle: (outcome: Outcome<T>) => void = () => undefined;
  const pending = new Promise<Outcome<T>>((resolve) => {
    settle = resolve;
  });
  return { reply: () => pending, settle: (outcome) => settle(outcome) };
}

/** The requests one handler received, oldest first. */
export class Calls {
  readonly all: Call[] = [];

  get count(): number {
    return this.all.length;
  }

  last(): Call {
    const call = this.all.at(-1);
    if (!call) throw new Error('The endpoint was not called');
    return call;
  }
}
