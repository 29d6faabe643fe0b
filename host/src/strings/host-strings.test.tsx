import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { messageIn } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { isPseudoLocalized, keysOf, switchToPseudoLocale } from '@portal/i18n/testing';
import { renderWithProviders } from '@portal/testing';

import { RemoteUnavailable } from '../federation/remote-unavailable';
import { NavLinks } from '../layout/nav-links';
import { LegalPageView } from '../legal/legal-page-view';
import { legalPages } from '../legal/legal-pages';
import { LoginPage } from '../login/login-page';
import { TwoStepCodeForm } from '../login/two-step-code-form';
import { ForgotPasswordPage } from '../recovery/forgot-password-page';
import { ResetPasswordPage } from '../recovery/reset-password-page';
import { hostEn } from './host.en';
import { hostUr } from './host.ur';

afterEach(() => applyLanguage('en'));

/** The visible text of every element that holds text of its own, and every accessible name given by aria-label. */
function textsOf(container: HTMLElement): string[] {
  // Data isolated for bidi (an e-mail address) is not words; a sentence around it is one text.
  const texts = [...container.querySelectorAll('*')]
    .filter((element) => !element.closest('bdi'))
    .flatMap((element) => {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
        .map((node) => node.textContent!);
      return [...element.children].some((child) => child.tagName === 'BDI') ? [own.join('')] : own;
    });
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
        {legalPages.map((page) => (
          <LegalPageView key={page.path} page={page} />
        ))}
      </>,
    );
    const { container: twoStep } = render(<TwoStepCodeForm challenge="c" onSignedIn={() => undefined} onRestart={() => undefined} />);
    const { container: login } = render(<LoginPage notice={null} onSignedIn={() => undefined} />);
    const { container: forgot } = render(<ForgotPasswordPage />);
    const { container: reset } = render(<ResetPasswordPage onReset={() => undefined} />);
    const untranslated = [login, forgot, reset, twoStep]
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

  it('shows the legal pages in Urdu, the contact details isolated for bidi', async () => {
    await applyLanguage('ur');
    const contact = legalPages.find((page) => page.title === 'contact')!;
    renderWithProviders(<LegalPageView page={contact} />);
    expect(screen.getByRole('heading', { level: 1, name: 'رابطہ' })).toBeInTheDocument();
    expect(screen.getByText(/ہماری سپلائر ٹیم پیر سے ہفتہ/)).toBeInTheDocument();
    const phone = screen.getByText('+92 51 111 000 222');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone.closest('bdi')).not.toBeNull();
    expect(phone.closest('p')).toHaveTextContent('ای میل: suppliers@marketplace.pk۔ فون: +92 51 111 000 222۔');
    expect(screen.getByRole('link', { name: 'سائن اِن پر واپس جائیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سپلائر کی شرائط' })).toBeInTheDocument();
  });

  it('says the supplier terms in Urdu in full', async () => {
    await applyLanguage('ur');
    renderWithProviders(<LegalPageView page={legalPages.find((page) => page.title === 'supplierTerms')!} />);
    const shown = screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent);
    for (const paragraph of Object.values(hostUr.legalText.supplierTerms)) expect(shown).toContain(paragraph.replace('{{dts}}', 'DTS'));
  });

  it('shows a section that could not load in Urdu', async () => {
    await applyLanguage('ur');
    renderWithProviders(<RemoteUnavailable />);
    expect(screen.getByRole('alert')).toHaveTextContent('یہ حصہ اس وقت دستیاب نہیں');
  });

  it('shows the two-step code form in Urdu', async () => {
    await applyLanguage('ur');
    render(<TwoStepCodeForm challenge="c" onSignedIn={() => undefined} onRestart={() => undefined} />);
    expect(screen.getByRole('form', { name: 'دو مرحلوں والا سائن اِن' })).toBeInTheDocument();
    expect(screen.getByLabelText('کوڈ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصدیق کریں' })).toBeInTheDocument();
  });

  it('says the no-access title as the message catalogue does', () => {
    expect(hostUr.noAccess.title).toBe(messageIn('ur', hostEn.noAccess.title));
  });
});
