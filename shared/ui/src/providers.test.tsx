import { render } from '@testing-library/react';

import { createTestQueryClient } from '@portal/testing';

import { PortalProviders } from './providers';

/** The CSS rules emotion has put into the page, as text. */
const insertedCss = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n') +
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('PortalProviders', () => {
  it('inserts the design system’s global styles (reset, token variables) for a page without them', () => {
    render(
      <PortalProviders queryClient={createTestQueryClient()}>
        <p>page</p>
      </PortalProviders>,
    );
    expect(insertedCss()).toContain('--chakra-colors-teal-solid');
  });

  it('inserts none when the page’s HTML carries them (the shell’s index.html)', () => {
    render(
      <PortalProviders queryClient={createTestQueryClient()} globalStylesInPage>
        <p>page</p>
      </PortalProviders>,
    );
    expect(insertedCss()).not.toContain('--chakra-colors-teal-solid');
  });
});
