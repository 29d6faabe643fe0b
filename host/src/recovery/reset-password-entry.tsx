// /reset-password's bundle, like the sign-in page's: React DOM and the form, hydrating the markup
// prerendered at build (reset-password-prerender.tsx); once reset, on to the sign-in page.
import { hydrateRoot } from 'react-dom/client';
import { paths } from '@portal/contracts';
import { ResetPasswordPage } from './reset-password-page';

hydrateRoot(document.getElementById('root')!, <ResetPasswordPage onReset={() => window.location.replace(paths.login)} />);
