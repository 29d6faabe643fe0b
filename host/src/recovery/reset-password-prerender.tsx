// Built for Node at build time (shared/config/prerendered-page.cjs): the markup of reset-password.html.
import { renderToString } from 'react-dom/server';

import { ResetPasswordPage } from './reset-password-page';

export const render = (): string => renderToString(<ResetPasswordPage onReset={() => undefined} />);
