// /forgot-password's bundle, like the sign-in page's: React DOM and the form, hydrating the markup
// prerendered at build (forgot-password-prerender.tsx).
import { applyPreferredLanguage } from '@portal/i18n';

import { hydratePage } from '../startup/hydrate-page';

void hydratePage(async () => {
  // Like /login: the language chosen in this browser, else the browser's own, before the page renders.
  await applyPreferredLanguage();
  const { ForgotPasswordPage } = await import(/* webpackMode: "eager" */ './forgot-password-page');
  return <ForgotPasswordPage />;
});
