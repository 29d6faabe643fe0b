import * as v from 'valibot';

/** A signed-in session as the profile lists it (issue 37: browser, when, where from). */
export const SessionSchema = v.object({
  session_id: v.string(),
  /** A summary of the browser's User-Agent, e.g. "Chrome on Windows". */
  browser: v.string(),
  /** The address it signed in from. */
  ip_address: v.string(),
  created_at: v.string(),
  last_used_at: v.string(),
  /** The session of the request that asked: this browser. */
  current: v.boolean(),
});
export type SignedInSession = v.InferOutput<typeof SessionSchema>;

export const SESSION_NOT_FOUND_MESSAGE = 'This session has ended already.';
/** Another person's session, or one ended already. */
export const SESSION_NOT_FOUND_REFUSAL = { status: 404, message: SESSION_NOT_FOUND_MESSAGE } as const;
export const SIGNED_OUT_MESSAGE = 'Signed out.';
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'Signed out everywhere.';
