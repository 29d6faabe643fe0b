import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { type BoxProps, LinkBox, LinkOverlay } from '@portal/ui';

/**
 * A dashboard list item the whole of which opens `to`: the link is the item's main text (a short
 * name for screen readers), stretched over the item, so a click anywhere on it works and Tab stops
 * once per item, with the focus ring drawn around the whole item.
 */
export function RowLink({ children, ...props }: BoxProps & { children: ReactNode }) {
  return (
    <LinkBox as="li" display="flex" gap="3" py="2" px="2" mx="-2" borderRadius="md" _hover={{ bg: 'gray.50' }} {...props}>
      {children}
    </LinkBox>
  );
}

/** The text of a RowLink that is its link. */
export function RowLinkText({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkOverlay
      asChild
      _focusVisible={{ outline: 'none', _before: { outline: '2px solid', outlineColor: 'teal.600', borderRadius: 'md' } }}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </LinkOverlay>
  );
}
