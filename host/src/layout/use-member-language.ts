import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { updateLanguage, userQueries } from '@portal/api';
import { chooseLanguage, currentLanguage, type Language, storedLanguage } from '@portal/i18n';
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

/** Saves a choice for the member; the browser keeps it even when the save fails (it is sent again at the next change). */
export function useRememberLanguage(): (language: Language) => void {
  const userId = useSession((s) => s.userId);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (language: Language) => updateLanguage(userId!, language),
    onSuccess: (user) => client.setQueryData(userQueries.detail(userId).queryKey, user),
  });
  return (language) => {
    if (userId) save.mutate(language);
  };
}
