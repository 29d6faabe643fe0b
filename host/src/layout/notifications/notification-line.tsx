import { Link as RouterLink } from 'react-router-dom';

import type { Notification } from '@portal/contracts';
import { Badge, Box, formatRelativeTime, HStack, Link, Text } from '@portal/ui';

import { useHostStrings } from '../../strings/host-strings';
import { KIND_WORDS } from './kind-words';

/** One notification: what happened, to what, when; a link to its object. Unread ones say "New" and stand out. */
export function NotificationLine({
  notification,
  onChosen,
}: {
  notification: Notification;
  onChosen: (notification: Notification) => void;
}) {
  const unread = !notification.read;
  const t = useHostStrings();
  return (
    <Box as="li" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Link
        asChild
        display="block"
        px="4"
        py="3"
        color="inherit"
        fontWeight="normal"
        textDecoration="none"
        bg={unread ? 'teal.50' : undefined}
        borderInlineStartWidth="4px"
        borderInlineStartColor={unread ? 'teal.solid' : 'transparent'}
        _hover={{ bg: 'gray.50', textDecoration: 'none' }}
      >
        <RouterLink to={notification.link} onClick={() => onChosen(notification)}>
          <HStack justify="space-between" align="baseline" gap="2">
            <Text fontSize="sm" fontWeight={unread ? 'bold' : 'medium'}>
              {t(KIND_WORDS[notification.kind])}
            </Text>
            {unread && (
              <Badge colorPalette="teal" variant="solid" size="sm" flexShrink={0}>
                {t('notifications.unread')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" lineClamp={2}>
            {notification.subject}
          </Text>
          {notification.detail && (
            <Text fontSize="sm" color="gray.600" lineClamp={2}>
              {notification.detail}
            </Text>
          )}
          <Text as="time" display="block" fontSize="xs" color="gray.600" {...{ dateTime: notification.createdAt }}>
            {formatRelativeTime(notification.createdAt)}
          </Text>
        </RouterLink>
      </Link>
    </Box>
  );
}
