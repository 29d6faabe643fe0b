import type * as v from 'valibot';

export interface FieldError {
  field: string;
  message: string;
}

/** An error that becomes a `{message, errors?}` reply with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);

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
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path?.map((item) => String(item.key)).join('.') || '(root)';
    return { field, message: isMissingKey(issue) ? `${field} is required.` : issue.message };
  });
}
