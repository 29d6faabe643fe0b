/** Listings, their wizards, availability and calendar feeds: the English message (as in the spec and the schemas) to its Urdu. */
export const listingsUrdu: Readonly<Record<string, string>> = {};
