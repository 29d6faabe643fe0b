import { Link as RouterLink } from 'react-router-dom';

import { LAYOUT, paths } from '@portal/contracts';
import { Box, CloseButton, Link, Portal } from '@portal/ui';
import { Drawer } from '@portal/ui/overlays';

import { useHostStrings } from '../strings/host-strings';
import { BusinessSwitcher } from './business-switcher';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { NotificationsEntry } from './notifications/notifications-entry';

/**
 * The slide-in navigation of small screens: backdrop, close button, and a View profile link. The
 * header has no bell there, so the drawer opens the notification centre.
 */
export function NavDrawer({ open, onClose, onOpenNotifications }: { open: boolean; onClose: () => void; onOpenNotifications: () => void }) {
  const t = useHostStrings();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${LAYOUT.drawerWidth}px`} w={`${LAYOUT.drawerWidth}px`} aria-label={t('nav.navigation')}>
            <Drawer.Header>
              <Logo />
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label={t('nav.closeMenu')} size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="3">
              <BusinessSwitcher width="full" mb="4" />
              <LanguageSwitch width="full" mb="4" />
              <Box as="nav" aria-label={t('nav.main')}>
                <NavLinks variant="drawer" onNavigate={onClose} />
              </Box>
              <NotificationsEntry onOpen={onOpenNotifications} />
              <Link asChild mt="6" display="block" px="4" color="teal.700" fontWeight="medium">
                <RouterLink to={paths.profile} onClick={onClose}>
                  {t('nav.viewProfile')}
                </RouterLink>
              </Link>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
