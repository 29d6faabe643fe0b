import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { Avatar, Box, Button, Flex, HStack, Icon, IconButton, Text } from '@portal/ui';

import { useSignOut } from '../auth/use-sign-out';
import { useHostStrings } from '../strings/host-strings';
import { BusinessSwitcher } from './business-switcher';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NotificationBell } from './notifications/notification-bell';
import { HeaderSearch } from './search/header-search';
import { useHeaderProfile } from './use-current-profile';

interface HeaderProps {
  onOpenMenu: () => void;
  onMenuIntent: () => void;
  onOpenNotifications: () => void;
  onNotificationsIntent: () => void;
}

export function Header({ onOpenMenu, onMenuIntent, onOpenNotifications, onNotificationsIntent }: HeaderProps) {
  const signOut = useSignOut();
  const t = useHostStrings();
  return (
    <Flex
      as="header"
      h="16"
      px={{ base: '3', md: '6' }}
      align="center"
      gap="3"
      bg="white"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <HStack display={{ base: 'flex', lg: 'none' }} gap="2">
        <IconButton
          aria-label={t('nav.openMenu')}
          variant="ghost"
          onClick={onOpenMenu}
          onPointerEnter={onMenuIntent}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
        >
          <Icon name="menu" />
        </IconButton>
        <Logo />
      </HStack>
      <HeaderSearch />
      {/* Below lg the header has no room: the switcher is at the top of the navigation drawer. */}
      <Box display={{ base: 'none', lg: 'block' }}>
        <BusinessSwitcher />
      </Box>
      <HStack gap="1" display={{ base: 'none', lg: 'flex' }}>
        <IconButton asChild aria-label={t('nav.support')} variant="ghost" size="sm">
          <RouterLink to={paths.support}>
            <Icon name="support" />
          </RouterLink>
        </IconButton>
        <NotificationBell onOpen={onOpenNotifications} onIntent={onNotificationsIntent} />
      </HStack>
      <HeaderProfile />
      <LanguageSwitch display={{ base: 'none', lg: 'block' }} />
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => void signOut()}>
        <Icon name="logout" size={16} />
        {t('header.logOut')}
      </Button>
    </Flex>
  );
}

/**
 * The signed-in user's photo and name. The user's read answers as an urgent update, which React
 * renders at once: here it re-renders these two, not the whole header (a long task on a phone).
 */
function HeaderProfile() {
  const profile = useHeaderProfile();
  const t = useHostStrings();
  const name = profile?.fullName ?? '...';
  return (
    <HStack gap="2">
      {/* Initials of the member's name: data, in its own letters, like the name beside them. */}
      <Avatar.Root size="sm" translate="no">
        <Avatar.Fallback name={profile?.fullName} />
        {profile?.photo && <Avatar.Image src={profile.photo} alt={t('header.photo', { name })} />}
      </Avatar.Root>
      <Text fontWeight="medium" fontSize="sm" display={{ base: 'none', sm: 'block' }} data-testid="header-name">
        <bdi>{name}</bdi>
      </Text>
    </HStack>
  );
}
