import { useInfiniteQuery, useMutation } from '@tanstack/react-query';

import { failureText, notificationMutations, notificationQueries, notificationsOf } from '@portal/api';
import type { Notification } from '@portal/contracts';
import { Box, Button, CloseButton, HStack, LoadError, Portal, Spinner, Text, toast } from '@portal/ui';
import { Drawer } from '@portal/ui/overlays';

import { NotificationLine } from './notification-line';
import { useUnreadNotifications } from './use-unread-notifications';

/** The centre's list: loading, failed, empty, or the notifications newest first with "Load more" while the server has more. */
function NotificationList({ onChosen }: { onChosen: (notification: Notification) => void }) {
  const list = useInfiniteQuery(notificationQueries.list());
  if (list.isPending)
    return (
      <HStack role="status" gap="2" p="4">
        <Spinner size="sm" />
        <Text>Loading notifications...</Text>
      </HStack>
    );
  if (list.isError) return <LoadError message="Could not load your notifications." onRetry={() => void list.refetch()} />;
  const notifications = notificationsOf(list.data.pages);
  if (notifications.length === 0) return <Text p="4">You have no notifications</Text>;
  return (
    <>
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Notifications">
        {notifications.map((notification) => (
          <NotificationLine key={notification.id} notification={notification} onChosen={onChosen} />
        ))}
      </Box>
      {list.hasNextPage && (
        <Button variant="outline" size="sm" m="4" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load more
        </Button>
      )}
      {list.isFetchNextPageError && (
        <Text color="red.700" px="4">
          Could not load more notifications. Please try again.
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
  const markRead = useMutation(notificationMutations.markRead());
  const markAllRead = useMutation({
    ...notificationMutations.markAllRead(),
    onError: (failure) =>
      toast.error(
        failureText(failure, (message) => `Could not mark all as read: ${message}`, 'Could not mark all as read. Please try again.'),
      ),
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
                Notifications
              </Drawer.Title>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="teal"
                disabled={unread === 0}
                loading={markAllRead.isPending}
                onClick={() => markAllRead.mutate()}
              >
                Mark all as read
              </Button>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label="Close notifications" size="sm" />
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
