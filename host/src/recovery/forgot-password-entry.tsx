// /forgot-password's bundle, like the sign-in page's: React DOM and the form, hydrating the markup
// prerendered at build (forgot-password-prerender.tsx).
import { hydratePage } from '../startup/hydrate-page';

void hydratePage(async () => {
  const { ForgotPasswordPage } = await import(/* webpackMode: "eager" */ './forgot-password-page');
  return <ForgotPasswordPage />;
});
