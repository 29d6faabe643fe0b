import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { messageIn } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { isPseudoLocalized, keysOf, switchToPseudoLocale } from '@portal/i18n/testing';
import { renderWithProviders } from '@portal/testing';

import { RemoteUnavailable } from '../federation/remote-unavailable';
import { NavLinks } from '../layout/nav-links';
import { LoginPage } from '../login/login-page';
import { ForgotPasswordPage } from '../recovery/forgot-password-page';
import { ResetPasswordPage } from '../recovery/reset-password-page';
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
    const { container: forgot } = render(<ForgotPasswordPage />);
    const { container: reset } = render(<ResetPasswordPage onReset={() => undefined} />);
    const untranslated = [login, forgot, reset]
      .flatMap(textsOf)
      .concat(textsOf(container))
      .filter((text) => !isPseudoLocalized(text));
    expect(untranslated).toEqual([]);
  });

  it("says the schemas' messages of the signed-out pages as the message catalogue does", () => {
    for (const [key, english] of Object.entries(hostEn.pageMessages))
      expect(hostUr.pageMessages[key as keyof typeof hostEn.pageMessages]).toBe(messageIn('ur', english));
  });

  it('shows the forgot password page in Urdu, its field errors too', async () => {
    await applyLanguage('ur');
    render(<ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'پاس ورڈ بھول گئے؟' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ای میل'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'ری سیٹ کا لنک بھیجیں' }));
    expect(await screen.findByText('براہِ کرم درست ای میل ایڈریس درج کریں۔')).toBeInTheDocument();
  });

  it('shows the layout in Urdu', async () => {
    await applyLanguage('ur');
    renderWithProviders(<NavLinks variant="drawer" />);
    expect(screen.getByRole('link', { name: 'ڈیش بورڈ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ادائیگیاں' })).toBeInTheDocument();
  });
});
