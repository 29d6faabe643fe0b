import type { ApiConfig } from '@portal/api';

import { endExpiredSession } from './session-expiry';

/** The API client of the shell: a refused token (a 401) ends the session, which the sign-in page then says expired. */
export const portalApiConfig = (baseUrl: string): ApiConfig => ({ baseUrl, onUnauthorized: endExpiredSession });
