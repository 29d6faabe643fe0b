import { useInfiniteQuery, useMutation } from '@tanstack/react-query';

import { failureText, notificationMutations, notificationQueries, notificationsOf } from '@portal/api';
import type { Notification } from '@portal/contracts';
import { Box, Button, CloseButton, HStack, LoadError, Portal, Spinner, Text, toast } from '@portal/ui';
import { Drawer } from '@portal/ui/overlays';

import { useHostStrings } from '../../strings/host-strings';
import { NotificationLine } from './notification-line';
import { useUnreadNotifications } from './use-unread-notifications';

/** The centre's list: loading, failed, empty, or the notifications newest first with "Load more" while the server has more. */
function NotificationList({ onChosen }: { onChosen: (notification: Notification) => void }) {
  const list = useInfiniteQuery(notificationQueries.list());
  const t = useHostStrings();
  if (list.isPending)
    return (
      <HStack role="status" gap="2" p="4">
        <Spinner size="sm" />
        <Text>{t('notifications.loading')}</Text>
      </HStack>
    );
  if (list.isError) return <LoadError message={t('notifications.loadFailed')} onRetry={() => void list.refetch()} />;
  const notifications = notificationsOf(list.data.pages);
  if (notifications.length === 0) return <Text p="4">{t('notifications.empty')}</Text>;
  return (
    <>
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label={t('notifications.title')}>
        {notifications.map((notification) => (
          <NotificationLine key={notification.id} notification={notification} onChosen={onChosen} />
        ))}
      </Box>
      {list.hasNextPage && (
        <Button variant="outline" size="sm" m="4" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('notifications.loadMore')}
        </Button>
      )}
      {list.isFetchNextPageError && (
        <Text color="red.700" px="4">
          {t('notifications.loadMoreFailed')}
        </Text>
      )}
    </>
  );
}

/**
 * The notification centre (issue 38): a panel from the end of the screen, narrow enough for a
 * phone; choosing a notification marks it read, goes to its object and closes the centre.
 */
export function NotificationCentre({ open, onClose }: { open: boolean; onClose: () => void }) {
  const unread = useUnreadNotifications();
  const t = useHostStrings();
  const markRead = useMutation(notificationMutations.markRead());
  const markAllRead = useMutation({
    ...notificationMutations.markAllRead(),
    onError: (failure) =>
      toast.error(failureText(failure, (message) => t('notifications.markAllFailed', { message }), t('notifications.markAllFailedPlain'))),
  });
  const choose = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    onClose();
  };
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end" size="sm" lazyMount>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="min(100vw, 24rem)">
            <Drawer.Header display="flex" alignItems="center" gap="2" px="4" py="3" borderBottomWidth="1px">
              <Drawer.Title flex="1" fontSize="lg">
                {t('notifications.title')}
              </Drawer.Title>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="teal"
                disabled={unread === 0}
                loading={markAllRead.isPending}
                onClick={() => markAllRead.mutate()}
              >
                {t('notifications.markAll')}
              </Button>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label={t('notifications.close')} size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body p="0">
              <NotificationList onChosen={choose} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
