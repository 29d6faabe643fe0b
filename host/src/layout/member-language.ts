import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { userQueries } from '@portal/api';
import { chooseLanguage, currentLanguage, storedLanguage } from '@portal/i18n';
import { useSession } from '@portal/session';

/**
 * The language the member chose on another device (the server remembers it) becomes this
 * browser's, unless this browser has a choice of its own already. A component of its own, which
 * renders nothing: the user's read answers as an urgent update, which React renders at once, and in
 * the layout's body it re-rendered the whole frame (a long task on a phone, issue 35).
 */
export function MemberLanguage(): null {
  const userId = useSession((s) => s.userId);
  const language = useQuery(userQueries.detail(userId)).data?.language;
  useEffect(() => {
    if (language && storedLanguage() === null && language !== currentLanguage()) void chooseLanguage(language);
  }, [language]);
  return null;
}
