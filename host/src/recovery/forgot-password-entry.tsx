// /forgot-password's bundle, like the sign-in page's: React DOM and the form, hydrating the markup
// prerendered at build (forgot-password-prerender.tsx).
import { hydrateRoot } from 'react-dom/client';
import { ForgotPasswordPage } from './forgot-password-page';

hydrateRoot(document.getElementById('root')!, <ForgotPasswordPage />);
