// Built for Node at build time (nodeRenderer of shared/config/prerendered-page.cjs): the design
// system's global styles (Chakra's reset, the global CSS and every token's variable), written into
// the shell's index.html. The shell's provider then neither makes them nor inserts them again
// (issue 14: that was a sixth of a phone's blocking time on /dashboard).
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { PortalProviders } from '@portal/ui';

/** The CSS of the `<style>` elements emotion renders for global styles on the server. */
export function render(): string {
  const markup = renderToString(<PortalProviders queryClient={new QueryClient()}>{null}</PortalProviders>);
  return [...markup.matchAll(/<style data-emotion="[^"]*-global [^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
}
