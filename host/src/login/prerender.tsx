// Built for Node at build time (shared/config/prerendered-page.cjs): the sign-in page's markup,
// written into login.html so the form is painted before any script runs.
import { renderToString } from 'react-dom/server';

import { LoginPage } from './login-page';

export const render = (): string => renderToString(<LoginPage notice={null} onSignedIn={() => undefined} />);
