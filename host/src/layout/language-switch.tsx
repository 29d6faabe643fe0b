import { useLanguageChoice } from '@portal/api';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, useLanguage, useStrings } from '@portal/i18n';
import { NativeSelect } from '@portal/ui';

/**
 * English / اردو: a native select (reached by Tab, opened by keyboard, never covers the page). The
 * choice applies at once, stays in this browser and is saved for the member on the server.
 */
export function LanguageSwitch({ width, mb, display }: { width?: string; mb?: string; display?: object }) {
  const language = useLanguage();
  const { t } = useStrings('common');
  const { choose } = useLanguageChoice();
  return (
    <NativeSelect.Root size="sm" w={width ?? '28'} mb={mb} display={display} flexShrink={0}>
      <NativeSelect.Field
        aria-label={t('language.label')}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) choose(chosen);
        }}
      >
        {LANGUAGES.map((one) => (
          <option key={one} value={one} lang={one}>
            {LANGUAGE_NAMES[one]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
