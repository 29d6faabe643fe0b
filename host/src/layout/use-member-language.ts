import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { userQueries } from '@portal/api';
import { chooseLanguage, currentLanguage, storedLanguage } from '@portal/i18n';
import { useSession } from '@portal/session';

/**
 * The language the member chose on another device (the server remembers it) becomes this
 * browser's, unless this browser has a choice of its own already.
 */
export function useMemberLanguage(): void {
  const userId = useSession((s) => s.userId);
  const language = useQuery(userQueries.detail(userId)).data?.language;
  useEffect(() => {
    if (language && storedLanguage() === null && language !== currentLanguage()) void chooseLanguage(language);
  }, [language]);
}
