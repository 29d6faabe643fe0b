import { applyLanguage, i18n, registerStrings } from './index';

afterEach(() => applyLanguage('en'));

describe('a namespace of its own (a remote)', () => {
  it('registered while Urdu is on, shows English until its Urdu arrives, then Urdu', async () => {
    await applyLanguage('ur');
    let arrive: (strings: { title: string }) => void = () => undefined;
    registerStrings('late', { en: { title: 'Bookings' }, ur: () => new Promise<{ title: string }>((resolve) => (arrive = resolve)) });
    // A namespace no type declares: the test reads it by a plain string key.
    const title = () => (i18n.t as (key: string) => string)('late:title');
    expect(title()).toBe('Bookings');
    arrive({ title: 'بکنگز' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(title()).toBe('بکنگز');
  });
});
