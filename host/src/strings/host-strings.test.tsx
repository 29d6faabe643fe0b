import { render, screen } from '@testing-library/react';

import { applyLanguage } from '@portal/i18n';
import { isPseudoLocalized, keysOf, switchToPseudoLocale } from '@portal/i18n/testing';
import { renderWithProviders } from '@portal/testing';

import { RemoteUnavailable } from '../federation/remote-unavailable';
import { NavLinks } from '../layout/nav-links';
import { LoginPage } from '../login/login-page';
import { hostEn } from './host.en';
import { hostUr } from './host.ur';

afterEach(() => applyLanguage('en'));

/** The visible text of every element that holds text of its own, and every accessible name given by aria-label. */
function textsOf(container: HTMLElement): string[] {
  const texts = [...container.querySelectorAll('*')].flatMap((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
      .map((node) => node.textContent!),
  );
  const labels = [...container.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')!);
  // Text without a letter (a separator, a number) needs no words.
  return [...texts, ...labels].filter((text) => /\p{L}/u.test(text));
}

describe("the host's strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(hostUr).sort()).toEqual(keysOf(hostEn).sort());
  });

  it("leaves no text of the host's chrome outside the layer (pseudo-locale)", async () => {
    await switchToPseudoLocale();
    const { container } = renderWithProviders(
      <>
        <NavLinks variant="drawer" />
        <RemoteUnavailable />
      </>,
    );
    const { container: login } = render(<LoginPage notice={null} onSignedIn={() => undefined} />);
    const untranslated = [...textsOf(container), ...textsOf(login)].filter((text) => !isPseudoLocalized(text));
    expect(untranslated).toEqual([]);
  });

  it('shows the layout in Urdu', async () => {
    await applyLanguage('ur');
    renderWithProviders(<NavLinks variant="drawer" />);
    expect(screen.getByRole('link', { name: 'ڈیش بورڈ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ادائیگیاں' })).toBeInTheDocument();
  });
});
