/** Bookings, booking operations, departures and check-in: the English message (as in the spec and the schemas) to its Urdu. */
export const bookingsUrdu: Readonly<Record<string, string>> = {};
