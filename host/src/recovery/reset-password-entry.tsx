// /reset-password's bundle, like the sign-in page's: React DOM and the form, hydrating the markup
// prerendered at build (reset-password-prerender.tsx); once reset, on to the sign-in page.
import { paths } from '@portal/contracts';
import { applyPreferredLanguage } from '@portal/i18n';

import { hydratePage } from '../startup/hydrate-page';

void hydratePage(async () => {
  // Like /login: the language chosen in this browser, else the browser's own, before the page renders.
  await applyPreferredLanguage();
  const { ResetPasswordPage } = await import(/* webpackMode: "eager" */ './reset-password-page');
  return <ResetPasswordPage onReset={() => window.location.replace(paths.login)} />;
});
