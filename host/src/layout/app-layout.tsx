import { type ReactNode, useState } from 'react';
import { Outlet } from 'react-router-dom';

import { LAYOUT } from '@portal/contracts';
import { Box, Flex, loadOnce, useResolved } from '@portal/ui';

import { useHostStrings } from '../strings/host-strings';
import { Header } from './header';
import { NavLinks } from './nav-links';
import { useLiveUpdates } from './use-live-updates';
import { useMemberLanguage } from './use-member-language';

// The drawer's dialog machine (focus trap, outside click, scroll lock) is no part of the first
// paint (issue 14): its code downloads when a pointer or the focus reaches the menu button, so
// it is usually there by the click, and the drawer stays for the next openings.
const loadNavDrawer = loadOnce(() => import(/* webpackChunkName: "nav-drawer" */ './nav-drawer'));
const preloadNavDrawer = () => void loadNavDrawer();

/** Every protected screen sits in this frame: rail (large screens) or drawer, header, content. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawer = useResolved(drawerUsed ? loadNavDrawer() : null);
  useLiveUpdates();
  const t = useHostStrings();
  useMemberLanguage();
  return (
    <Flex minH="100vh">
      <Box
        as="nav"
        aria-label={t('nav.main')}
        display={{ base: 'none', lg: 'block' }}
        w={`${LAYOUT.railWidth}px`}
        flexShrink={0}
        bg="white"
        borderEndWidth="1px"
        position="sticky"
        top="0"
        h="100vh"
        px="2"
        py="4"
      >
        <NavLinks variant="rail" />
      </Box>
      {drawer && <drawer.NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <Flex direction="column" flex="1" minW="0">
        <Header
          onMenuIntent={preloadNavDrawer}
          onOpenMenu={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        />
        <Box as="main" flex="1">
          {children ?? <Outlet />}
        </Box>
      </Flex>
    </Flex>
  );
}
