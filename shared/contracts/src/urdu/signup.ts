/** Supplier sign-up: the English message (as in the spec and the schemas) to its Urdu. */
export const signupUrdu: Readonly<Record<string, string>> = {};
