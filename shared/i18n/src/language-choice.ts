import { useTranslation } from 'react-i18next';

import { i18n } from './instance';
import { isLanguage, isRightToLeft, type Language, LOCALES } from './languages';
import { loadLanguage } from './strings';

/** Where the browser remembers the member's choice (the server remembers it too, per member). */
const STORAGE_KEY = 'portal.language';

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages the portal speaks (no detector plugin: these few lines do). */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The language to start in: the choice made in this browser, else the browser's own. */
export const preferredLanguage = (): Language => storedLanguage() ?? browserLanguage();

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/** The locale of Intl's number and date formats in the current language. */
export const currentLocale = (): string => LOCALES[currentLanguage()];

/** `<html lang dir>`: the browser's text shaping, screen readers and logical CSS follow them. */
function applyToDocument(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  // Icons that point (arrows) read it to turn around (@portal/ui's Icon).
  root.style.setProperty('--portal-mirror', isRightToLeft(language) ? '-1' : '1');
}

/**
 * Switches the portal to `language`: its strings first (no half-translated render), then the
 * instance (every component re-renders), the document's direction, and the Urdu font, which
 * only an Urdu page downloads.
 */
export async function applyLanguage(language: Language): Promise<void> {
  const font = language === 'ur' ? import(/* webpackChunkName: "urdu-font" */ './urdu-font').then((m) => m.addUrduFont()) : null;
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
  await font;
}

/** The host's start: the member's language before the first render of anything translated. */
export async function applyPreferredLanguage(): Promise<void> {
  const language = preferredLanguage();
  if (language !== currentLanguage()) await applyLanguage(language);
}

/** A choice made by the member: applied, and remembered by this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this page, and the server remembers it.
  }
  await applyLanguage(language);
}

/** The current language, re-rendering its component when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation('common', { i18n });
  return isLanguage(instance.language) ? instance.language : 'en';
}
