import { NativeSelect } from '@chakra-ui/react';

import { isLanguage, type Language, LANGUAGE_NAMES, LANGUAGES, useLanguage } from '@portal/i18n';

type LanguageSelectProps = Omit<NativeSelect.RootProps, 'children'> & {
  onChoose: (language: Language) => void;
  /** Its accessible name where no Field label names it (the header's). */
  label?: string;
};

/**
 * English / اردو: a native select (reached by Tab, opened by keyboard, never covers the page), each
 * language named in itself, showing the page's language; what to do with a choice is the caller's.
 */
export function LanguageSelect({ onChoose, label, ...root }: LanguageSelectProps) {
  const language = useLanguage();
  return (
    <NativeSelect.Root size="sm" {...root}>
      <NativeSelect.Field
        aria-label={label}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) onChoose(chosen);
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
