import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { dashboardEn } from './dashboard.en';

// The dashboard's and the activity log's namespace: English in the remote's first load, Urdu
// fetched only when Urdu is on.
// Claimed before each use: another release of this remote may have registered since (ADR 0017).
const claim = registerStrings('dashboard', {
  en: dashboardEn,
  ur: () => import(/* webpackChunkName: "strings-dashboard-ur" */ './dashboard.ur').then((m) => m.dashboardUr),
});

/** The namespace's `t` in a component (re-rendered when the language changes). */
export const useDashboardStrings = () => {
  claim?.();
  return useStrings('dashboard').t;
};

/** The namespace's `t` outside React. */
export const dashboardText = () => {
  claim?.();
  return stringsOf('dashboard');
};
