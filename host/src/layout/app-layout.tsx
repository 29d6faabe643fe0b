import { type ReactNode, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';

import { LAYOUT } from '@portal/contracts';
import { Box, Flex, loadOnce, useResolved } from '@portal/ui';

import { useHostStrings } from '../strings/host-strings';
import { FIRST_SCREEN_WAIT_MS, markFirstScreenShown } from './first-screen';
import { Header } from './header';
import { LiveUpdates } from './live-updates';
import { MemberLanguage } from './member-language';
import { NavLinks } from './nav-links';

// The drawer's dialog machine (focus trap, outside click, scroll lock) is no part of the first
// paint (issue 14): its code downloads when a pointer or the focus reaches the menu button, so
// it is usually there by the click, and the drawer stays for the next openings.
const loadNavDrawer = loadOnce(() => import(/* webpackChunkName: "nav-drawer" */ './nav-drawer'));
const preloadNavDrawer = () => void loadNavDrawer();
// The notification centre (its list, the drawer) the same way, from the bell or the drawer's entry.
const loadCentre = loadOnce(() => import(/* webpackChunkName: "notification-centre" */ './notifications/notification-centre'));
const preloadCentre = () => void loadCentre();

/** A panel whose code loads on first use: whether it is open, and its module once wanted. */
function useLazyPanel<T>(load: () => Promise<T>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const module = useResolved(used ? load() : null);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return { open, module, show, close: () => setOpen(false) };
}

/** Every protected screen sits in this frame: rail (large screens) or drawer, header, content. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const drawer = useLazyPanel(loadNavDrawer);
  const centre = useLazyPanel(loadCentre);
  const openCentreFromDrawer = () => {
    drawer.close();
    centre.show();
  };
  useEffect(() => {
    const timer = setTimeout(markFirstScreenShown, FIRST_SCREEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const t = useHostStrings();
  return (
    <Flex minH="100vh">
      <MemberLanguage />
      <LiveUpdates />
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
      {drawer.module && <drawer.module.NavDrawer open={drawer.open} onClose={drawer.close} onOpenNotifications={openCentreFromDrawer} />}
      {centre.module && <centre.module.NotificationCentre open={centre.open} onClose={centre.close} />}
      <Flex direction="column" flex="1" minW="0">
        <Header
          onMenuIntent={preloadNavDrawer}
          onOpenMenu={drawer.show}
          onNotificationsIntent={preloadCentre}
          onOpenNotifications={centre.show}
        />
        <Box as="main" flex="1">
          {children ?? <Outlet />}
        </Box>
      </Flex>
    </Flex>
  );
}
