import { COUNTRIES, type Country } from '@portal/contracts';
import { type Language, LOCALES } from '@portal/i18n';

/** A country and its name in a language. */
export interface NamedCountry {
  country: Country;
  name: string;
}

/**
 * Every country named in `language`: English as the list writes it, in its order; another language
 * through the platform (Intl.DisplayNames, by the ISO code), sorted by those names.
 */
export function countriesIn(language: Language): NamedCountry[] {
  if (language === 'en') return COUNTRIES.map((country) => ({ country, name: country.name }));
  const locale = LOCALES[language];
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return COUNTRIES.map((country) => ({ country, name: names.of(country.code) ?? country.name })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
