// Built for Node at build time (nodeRenderer of shared/config/prerendered-page.cjs): the styles of
// the shell's first render, written into its index.html (issue 14):
// - the design system's global styles (Chakra's reset, the global CSS and every token's variable),
//   which the shell's provider then neither makes nor inserts (`globalStylesInPage`);
// - the rules of the frame around every signed-in screen (side rail, header), as emotion renders
//   them on a server: its cache takes the names a `<style data-emotion="css name...">` lists as
//   inserted when it starts, so the shell's first commit does not compile and insert them again.
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { PortalProviders } from '@portal/ui';

import { AppLayout } from '../layout/app-layout';

/** Emotion's `<style>` elements in server markup: its key and the names of the rules, then the CSS. */
const styleElements = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/** The `<style>` elements for the shell's head. */
export function render(): string {
  const markup = renderToString(
    <PortalProviders queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[paths.dashboard]}>
        <AppLayout />
      </MemoryRouter>
    </PortalProviders>,
  );
  let globalCss = '';
  let frameCss = '';
  const names: string[] = [];
  for (const [, attribute = '', css = ''] of markup.matchAll(styleElements)) {
    const [key = '', ...ids] = attribute.split(' ');
    if (key.endsWith('-global')) globalCss += css;
    else if (key === 'css') {
      names.push(...ids);
      frameCss += css;
    }
  }
  return `<style data-portal-global-styles>${globalCss}</style><style data-emotion="css ${names.join(' ')}">${frameCss}</style>`;
}
