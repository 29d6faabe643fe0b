import { portalSystem } from './system';

/** The CSS variables the system declares for the page, as `--name: value` text. */
const declaredVariables = () => JSON.stringify(portalSystem().getTokenCss());

describe('the portal’s design system', () => {
  it('is made once', () => {
    expect(portalSystem()).toBe(portalSystem());
  });

  it('declares each semantic colour once, with its light value, and no dark-mode rules', () => {
    const css = declaredVariables();
    expect(css).not.toMatch(/\.dark/);
    expect(css).toContain('"--chakra-colors-fg":"var(--chakra-colors-black)"');
    // The accessible overrides still apply: white on a solid teal needs the 700 (4.5:1).
    expect(css.match(/"--chakra-colors-teal-solid":"[^"]*"/g)).toEqual(['"--chakra-colors-teal-solid":"var(--chakra-colors-teal-700)"']);
  });
});
