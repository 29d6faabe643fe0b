import { commonEn } from './common.en';
import { commonUr } from './common.ur';
import { i18n } from './index';
import { applyLanguage, applyPreferredLanguage, browserLanguage, chooseLanguage, currentLocale } from './language-choice';
import { keysOf } from './testing';

afterEach(async () => {
  localStorage.clear();
  await applyLanguage('en');
});

describe('the language of the portal', () => {
  it('starts in English whatever the browser remembers, until the host applies it (a remote under an older host)', () => {
    localStorage.setItem('portal.language', 'ur');
    expect(i18n.t('common:retry')).toBe('Retry');
    expect(document.documentElement.dir).not.toBe('rtl');
  });

  it('follows the browser until a language is chosen, then the choice', async () => {
    expect(browserLanguage(['ur-PK', 'en'])).toBe('ur');
    expect(browserLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    await chooseLanguage('ur');
    expect(localStorage.getItem('portal.language')).toBe('ur');
    await applyLanguage('en');
    await applyPreferredLanguage();
    expect(i18n.t('common:retry')).toBe('دوبارہ کوشش کریں');
  });

  it('turns the page right to left in Urdu, with Latin digits in Urdu numbers', async () => {
    await applyLanguage('ur');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(new Intl.NumberFormat(currentLocale()).format(12500)).toMatch(/12[,٬]500/);
    await applyLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('has every key of common in both languages', () => {
    expect(keysOf(commonUr).sort()).toEqual(keysOf(commonEn).sort());
  });
});
