import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { bookingsEn } from './bookings.en';

// The booking screens' namespace, registered when remote-bookings' code loads: English at once,
// Urdu fetched only when Urdu is on.
// Claimed before each use: another release of this remote may have registered since (ADR 0017).
const claim = registerStrings('bookings', {
  en: bookingsEn,
  ur: () => import(/* webpackChunkName: "strings-bookings-ur" */ './bookings.ur').then((m) => m.bookingsUr),
});

/** The booking screens' `t` in a component (re-rendered when the language changes). */
export const useBookingsStrings = () => {
  claim?.();
  return useStrings('bookings').t;
};

/** The booking screens' `t` outside React (toasts said in event handlers). */
export const bookingsText = () => {
  claim?.();
  return stringsOf('bookings');
};

export type BookingsT = ReturnType<typeof bookingsText>;
