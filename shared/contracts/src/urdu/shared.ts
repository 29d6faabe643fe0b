/** Messages several screens share (common field rules, lists, uploads): the English message (as in the spec and the schemas) to its Urdu. */
export const sharedUrdu: Readonly<Record<string, string>> = {};
