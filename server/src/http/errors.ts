import type * as v from 'valibot';

import { messageIn, type MessageValue, type PortalLanguage, type Refusal, templateIn } from '@portal/contracts';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A message with values (a date, a status, a number, a name), said in any language: `english` is
 * what the server has always answered; `in` fills the catalogue's template for that language
 * (`templateIn`, issue 40).
 */
export interface Templated {
  /** The catalogue's key: the English with its `{name}`s. */
  readonly template: string;
  readonly english: string;
  readonly in: (language: PortalLanguage) => string;
}

/** 'This booking departs on {date}.' with its values: the English template is the catalogue's key. */
export const templated = (template: string, values: Readonly<Record<string, MessageValue>>): Templated => ({
  template,
  english: templateIn('en', template, values),
  in: (language) => templateIn(language, template, values),
});

/** A message as the server says it: plain English (translated by the catalogue) or templated. */
export type Said = string | Templated;

/** A field's error whose message may be templated. */
export interface SaidFieldError {
  field: string;
  message: Said;
}

const english = (said: Said) => (typeof said === 'string' ? said : said.english);

/** `said` in `language`: a templated message fills its template, a plain one goes through the catalogue. */
const sayIn = (language: PortalLanguage, said: Said) => (typeof said === 'string' ? messageIn(language, said) : said.in(language));

/** An error that becomes a `{message, errors?}` reply with its status. */
export class HttpError extends Error {
  /** The message and the field errors' as said, for the reply in the request's language. */
  readonly said: Said;
  readonly saidErrors?: readonly SaidFieldError[];
  /** The field errors in English, as the reply in English has them. */
  readonly errors?: FieldError[];

  constructor(
    readonly statusCode: number,
    message: Said,
    errors?: readonly SaidFieldError[],
    /** The endpoint table's refusal this error is, when it is one (`refuse`). */
    readonly refusal?: Refusal,
  ) {
    super(english(message));
    this.said = message;
    this.saidErrors = errors;
    this.errors = errors?.map((error) => ({ ...error, message: english(error.message) }));
  }

  /** The message and the field errors in `language`. */
  replyIn(language: PortalLanguage): { message: string; errors?: FieldError[] } {
    const errors = this.saidErrors?.map((error) => ({ ...error, message: sayIn(language, error.message) }));
    return { message: sayIn(language, this.said), ...(errors ? { errors } : {}) };
  }
}

export const badRequest = (message: Said, errors?: readonly SaidFieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message: Said = 'Not found') => new HttpError(404, message);
export const conflict = (message: Said, errors?: readonly SaidFieldError[]) => new HttpError(409, message, errors);

/**
 * A refusal of the endpoint table (@portal/contracts), as the document states it: `values` fill the
 * `{name}`s of its messages (a message without values goes through the catalogue as it is).
 * `errors`, when given, are the reply's field errors instead of the refusal's own: each of a form
 * the refusal documents (a field of `profile_data.{field}`, say, for each field refused).
 */
export function refuse(refusal: Refusal, values?: Readonly<Record<string, MessageValue>>, errors?: readonly SaidFieldError[]): HttpError {
  const say = (message: string): Said => (values ? templated(message, values) : message);
  return new HttpError(
    refusal.status,
    say(refusal.message),
    errors ?? refusal.errors?.map((error) => ({ field: error.field, message: say(error.message) })),
    refusal,
  );
}

/**
 * A refusal of the endpoint table whose message is made already (a catalogue message with its
 * values written in): said as it is.
 */
export const refusedAs = (refusal: Refusal, message: Said, errors?: readonly SaidFieldError[]) =>
  new HttpError(refusal.status, message, errors, refusal);

/**
 * Whether `issue` is valibot's own report of a required key left out of an object: the key is
 * absent from the object its path ends in, and the schema names no message of its own, so valibot
 * gave its generic one ('Invalid key: Expected "password" but received undefined'; 'Invalid type:
 * ...' for a variant's discriminator).
 */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  const last = issue.path?.at(-1);
  return (
    issue.kind === 'schema' &&
    issue.received === 'undefined' &&
    last?.type === 'object' &&
    !Object.hasOwn(last.input, last.key) &&
    ['key', 'type'].some((label) => issue.message === `Invalid ${label}: Expected ${issue.expected} but received undefined`)
  );
}

/**
 * valibot issues as field errors: the dotted path of each, and its message. A required key left
 * out is answered as '<field> is required.', in the wording of the contracts' own messages; a key
 * sent with a wrong value keeps its schema's message.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): SaidFieldError[] {
  return issues.map((issue) => {
    const field = issue.path?.map((item) => String(item.key)).join('.') || '(root)';
    return { field, message: isMissingKey(issue) ? templated('{field} is required.', { field }) : issue.message };
  });
}
