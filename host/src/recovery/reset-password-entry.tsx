// /reset-password's bundle, like the sign-in page's: React DOM and the form, hydrating the markup
// prerendered at build (reset-password-prerender.tsx); once reset, on to the sign-in page.
import { paths } from '@portal/contracts';

import { hydratePage } from '../startup/hydrate-page';

void hydratePage(async () => {
  const { ResetPasswordPage } = await import(/* webpackMode: "eager" */ './reset-password-page');
  return <ResetPasswordPage onReset={() => window.location.replace(paths.login)} />;
});
