import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LAYOUT } from '@portal/contracts';
import { Box, Flex } from '@portal/ui';
import { Header } from './header';
import { NavDrawer } from './nav-drawer';
import { NavLinks } from './nav-links';

/** Every protected screen sits in this frame: rail (large screens) or drawer, header, content. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Flex minH="100vh">
      <Box
        as="nav"
        aria-label="Main"
        display={{ base: 'none', lg: 'block' }}
        w={`${LAYOUT.railWidth}px`}
        flexShrink={0}
        bg="white"
        borderRightWidth="1px"
        position="sticky"
        top="0"
        h="100vh"
        px="2"
        py="4"
      >
        <NavLinks variant="rail" />
      </Box>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Flex direction="column" flex="1" minW="0">
        <Header onOpenMenu={() => setDrawerOpen(true)} />
        <Box as="main" flex="1">
          {children ?? <Outlet />}
        </Box>
      </Flex>
    </Flex>
  );
}
