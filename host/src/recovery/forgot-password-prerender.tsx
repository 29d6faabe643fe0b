// Built for Node at build time (shared/config/prerendered-page.cjs): the markup of forgot-password.html.
import { renderToString } from 'react-dom/server';

import { ForgotPasswordPage } from './forgot-password-page';

export const render = (): string => renderToString(<ForgotPasswordPage />);
