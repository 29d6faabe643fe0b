import { Box, Icon, Text, VisuallyHidden } from '@portal/ui';

import { useHostStrings } from '../../strings/host-strings';
import { CountBadge } from '../count-badge';
import { useUnreadNotifications } from './use-unread-notifications';

/** The navigation drawer's way to the notification centre (small screens, where the header shows no bell). */
export function NotificationsEntry({ onOpen }: { onOpen: () => void }) {
  const unread = useUnreadNotifications();
  const t = useHostStrings();
  return (
    <Box
      as="button"
      {...{ type: 'button', 'aria-haspopup': 'dialog' }}
      onClick={onOpen}
      display="flex"
      alignItems="center"
      gap="3"
      w="full"
      mt="1"
      px="4"
      py="3"
      borderRadius="md"
      color="gray.700"
      cursor="pointer"
      _hover={{ bg: 'teal.50' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.solid' }}
    >
      <Icon name="bell" size={20} />
      <Text fontSize="sm" fontWeight="medium">
        {t('notifications.title')}
      </Text>
      {unread > 0 && (
        <>
          <CountBadge count={unread} />
          <VisuallyHidden>{t('notifications.unreadSuffix', { count: unread })}</VisuallyHidden>
        </>
      )}
    </Box>
  );
}
