// The sign-in page's bundle: React DOM and the form, no design system, router or federation
// runtime. It hydrates the markup prerendered at build (prerender.tsx), then hands over to the
// portal by a page load once signed in.
import { applyPreferredLanguage } from '@portal/i18n';
import { getSession, msUntilExpiry } from '@portal/session';

import { takeNotice, takeReturnTo } from '../auth/handover';
import { hydratePage } from '../startup/hydrate-page';
import { prepareApi } from './sign-in';

const continueToPortal = () => window.location.replace(takeReturnTo());

const { token } = getSession();
// A token past its time (read from its claims) is no session: the form, not a trip to the portal and back.
if (token && (msUntilExpiry(token) ?? 1) > 0) {
  // Signed in already (in another tab, or back from the portal): straight on.
  continueToPortal();
} else {
  const notice = takeNotice();
  // The language chosen in this browser, else the browser's own, before the page renders.
  void hydratePage(async () => {
    await applyPreferredLanguage();
    const { LoginPage } = await import(/* webpackMode: "eager" */ './login-page');
    return <LoginPage notice={notice} onSignedIn={continueToPortal} />;
  });
  // Read now, so pressing Sign In does not wait for it; signIn reads it again if this failed.
  prepareApi().catch(() => undefined);
}
