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

/**
 * One request as the server received it; a handler of the endpoint table types it by its entry
 * (`Params` the names the path's `:name`s give, `Query` the query schema's names, `Body` its body).
 * Untyped, it knows no parameter names: keep a handler's calls as `MockCalls<'getBooking'>`.
 */
export interface Call<Params extends string = never, Query extends string = string, Body = unknown> {
  url: URL;
  /** The path's parameters, named as in the table's path, e.g. `{ id }` for /bookings/:id. */
  params: Record<Params, string>;
  /** The query string as name/value pairs. */
  query: Partial<Record<Query, string>>;
  /** The JSON body, the FormData of a multipart body, or null. */
  body: Body;
  headers: Headers;
}

export type Outcome<T> = T | ApiFailure | typeof NETWORK_ERROR;

/** What a handler answers: a value, a failure, or a function of the request giving either. */
export type Reply<T, C extends Call = Call> = Outcome<T> | ((call: C) => Outcome<T> | Promise<Outcome<T>>);

/** Answers each reply in turn, the last one from then on (e.g. a failure, then the data on Retry). */
export function inTurn<T>(...replies: [Outcome<T>, ...Outcome<T>[]]): () => Outcome<T> {
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
export class Calls<C extends Call = Call> {
  readonly all: C[] = [];

  get count(): number {
    return this.all.length;
  }

  last(): C {
    const call = this.all.at(-1);
    if (!call) throw new Error('The endpoint was not called');
    return call;
  }
}
