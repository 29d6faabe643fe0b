import { useMutation } from '@tanstack/react-query';

import { chooseLanguage, type Language } from '@portal/i18n';
import { useSession } from '@portal/session';

import { storeUser, updateLanguage } from './users';

/**
 * The member's choice of language, wherever it is made (the header's switch, the profile's): applied
 * at once and kept by this browser (`chooseLanguage`), and saved for the member on the server, so
 * another device starts in it. The browser keeps it even when the save fails; the next change sends
 * it again. `saving` and `failed` are the save's, for a switch that says so.
 */
export function useLanguageChoice() {
  const userId = useSession((s) => s.userId);
  const save = useMutation({ mutationFn: (language: Language) => updateLanguage(userId!, language), onSuccess: storeUser });
  const choose = (language: Language) => {
    void chooseLanguage(language);
    if (userId) save.mutate(language);
  };
  return { choose, saving: save.isPending, failed: save.isError };
}
