import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';

import { applyLanguage, i18n, registerStrings, stringsLoaded, type Translation, useStrings } from './index';

afterEach(() => applyLanguage('en'));

/** Registers `namespace` in English; its Urdu, `ur`, arrives when the test calls the answer. */
function urduArrivingLater<T extends object>(namespace: string, en: T, ur: Translation<T>): () => void {
  let arrive: (strings: Translation<T>) => void = () => undefined;
  registerStrings(namespace, { en, ur: () => new Promise<Translation<T>>((resolve) => (arrive = resolve)) });
  return () => arrive(ur);
}

describe('a namespace of its own (a remote)', () => {
  it('registered while Urdu is on, shows English until its Urdu arrives, then Urdu', async () => {
    await applyLanguage('ur');
    const arrive = urduArrivingLater('late', { title: 'Bookings' }, { title: 'بکنگز' });
    // A namespace no type declares: the test reads it by a plain string key.
    const title = () => (i18n.t as (key: string) => string)('late:title');
    expect(title()).toBe('Bookings');
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(title()).toBe('بکنگز');
  });
});

describe('the words a screen waits for (stringsLoaded)', () => {
  it('resolves once the Urdu being fetched has arrived, so the screen shows no English first', async () => {
    await applyLanguage('ur');
    const arrive = urduArrivingLater('package-words', { choose: 'Choose files' }, { choose: 'فائلیں منتخب کریں' });
    let loaded = false;
    void stringsLoaded().then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);
    arrive();
    await stringsLoaded();
    expect((i18n.t as (key: string) => string)('package-words:choose')).toBe('فائلیں منتخب کریں');
  });

  it('gives up waiting after its limit when the words do not come', async () => {
    await applyLanguage('ur');
    const arrive = urduArrivingLater('late-words', { choose: 'Choose files' }, { choose: 'فائلیں منتخب کریں' });
    await expect(stringsLoaded(30)).resolves.toBeUndefined();
    // Arrived after all, so that switching to Urdu in the tests that follow does not wait for them.
    arrive();
    await stringsLoaded();
  });
});

describe("a remote's screen registered while Urdu is on", () => {
  it('renders again in Urdu when its words arrive', async () => {
    await applyLanguage('ur');
    const arrive = urduArrivingLater('arriving', { heading: 'Choose your business type' }, { heading: 'اپنے کاروبار کی قسم منتخب کریں' });
    function Screen() {
      // A namespace no type declares: read by a plain string key.
      const { t } = useStrings('arriving' as never) as unknown as { t: (key: string) => string };
      return <h2>{t('heading')}</h2>;
    }
    render(<Screen />);
    arrive();
    expect(await screen.findByRole('heading', { name: 'اپنے کاروبار کی قسم منتخب کریں' })).toBeTruthy();
  });
});

describe('two releases of a remote on one page (ADR 0017)', () => {
  it('the release loaded first takes its words back by its claim after a later one registered', () => {
    const title = () => (i18n.t as (key: string) => string)('released:title');
    const first = registerStrings('released', { en: { title: 'Search tickets' }, ur: () => Promise.resolve({ title: 'ٹکٹ تلاش کریں' }) });
    const second = registerStrings('released', { en: { title: 'Search tickets (new)' }, ur: () => Promise.resolve({ title: 'ٹکٹ' }) });
    expect(title()).toBe('Search tickets (new)');
    // A rollback: the first release's modules, already run, speak again.
    first?.();
    expect(title()).toBe('Search tickets');
    second?.();
    expect(title()).toBe('Search tickets (new)');
  });
});

describe("a remote's code arriving on a page already showing the shell (issue 35)", () => {
  // Namespaces no type declares: read by a plain string key.
  const useLooseStrings = (namespace: string) => useStrings(namespace as never) as unknown as { t: (key: string) => string };

  it('registers its words without rendering the screens on the page again', async () => {
    registerStrings('on-screen', { en: { title: 'Dashboard' }, ur: () => Promise.resolve({ title: 'ڈیش بورڈ' }) });
    let renders = 0;
    function Shell() {
      return <h1>{useLooseStrings('on-screen').t('title')}</h1>;
    }
    render(
      <Profiler id="shell" onRender={() => (renders += 1)}>
        <Shell />
      </Profiler>,
    );
    const before = renders;
    // React renders a store's change in a microtask: the test lets it run.
    await act(async () => {
      registerStrings('arrived', { en: { title: 'Recent activity' }, ur: () => Promise.resolve({ title: 'حالیہ سرگرمی' }) });
      await Promise.resolve();
    });
    expect(renders).toBe(before);
    expect((i18n.t as (key: string) => string)('arrived:title')).toBe('Recent activity');
  });

  it('a screen that asked for its words before they were registered shows them once they are', async () => {
    function Early() {
      return <h2>{useLooseStrings('early').t('heading')}</h2>;
    }
    render(<Early />);
    registerStrings('early', { en: { heading: 'Team members' }, ur: () => Promise.resolve({ heading: 'ٹیم کے اراکین' }) });
    expect(await screen.findByRole('heading', { name: 'Team members' })).toBeTruthy();
  });
});
