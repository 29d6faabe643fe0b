/** Messages (the inbox): the English message (as in the spec and the schemas) to its Urdu. */
export const messagingUrdu: Readonly<Record<string, string>> = {};
