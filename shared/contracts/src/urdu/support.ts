/** Support tickets: the English message (as in the spec and the schemas) to its Urdu. */
export const supportUrdu: Readonly<Record<string, string>> = {};
