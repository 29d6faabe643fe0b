import { screen, within } from '@testing-library/react';

import { paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { isPseudoLocalized, keysOf, switchToPseudoLocale } from '@portal/i18n/testing';
import { AYESHA, chat, ME, message, mockApi, renderAtRoute, user } from '@portal/testing';

import { messagingEn } from '../strings/messaging.en';
import { messagingUr } from '../strings/messaging.ur';
import { InboxPage } from './inbox-page';

afterEach(() => applyLanguage('en'));

const renderInbox = () => renderAtRoute('/inbox', { [paths.inbox]: <InboxPage /> });

/** Text of the page's own: every text node and accessible name outside the data (<bdi>, dir) and the shared UI's words. */
function textsOf(container: HTMLElement): string[] {
  const isData = (element: Element) => !!element.closest('bdi, [dir]');
  const texts = [...container.querySelectorAll('*')]
    .filter((element) => !isData(element))
    .flatMap((element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
        .map((node) => node.textContent!),
    );
  const labels = [...container.querySelectorAll('[aria-label], [placeholder]')].flatMap((element) =>
    ['aria-label', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  // Text without a letter (a separator, a number, a time) needs no words.
  return [...texts, ...labels].filter((text) => /\p{L}/u.test(text));
}

describe("the inbox's strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(messagingUr).sort()).toEqual(keysOf(messagingEn).sort());
  });

  it("leaves no text of the inbox outside the layer (pseudo-locale), the people's words isolated", async () => {
    mockApi.getUser(user());
    mockApi.listChats([chat()]);
    mockApi.listMessages([message({ message_text: 'Is pickup possible?' }), message({ sender_id: ME, receiver_id: AYESHA })]);
    mockApi.markMessagesRead({ read: 1 });
    await switchToPseudoLocale();
    const { container } = renderInbox();
    const thread = await screen.findByRole('log');
    expect(await within(thread).findByText('Is pickup possible?')).toHaveAttribute('dir', 'auto');
    // The day divider and the times are the formatters' (dates, not words of this namespace).
    const untranslated = textsOf(container).filter((text) => !isPseudoLocalized(text) && !/^\d/.test(text));
    expect(untranslated).toEqual([]);
  });

  it('shows the empty inbox in Urdu', async () => {
    mockApi.getUser(user());
    mockApi.listChats([]);
    await applyLanguage('ur');
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'ابھی کوئی گفتگو نہیں۔' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'میری بکنگز پر جائیں' })).toBeInTheDocument();
  });
});
