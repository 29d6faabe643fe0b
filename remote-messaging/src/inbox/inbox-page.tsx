import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { bookingQueries, isNotFound, userQueries } from '@portal/api';
import { type ChatItem, type Message, paths } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Box, Button, Center, CloseButton, Flex, Heading, HStack, LoadError, Page, Portal, Spinner, Stack, Text } from '@portal/ui';
import { Drawer } from '@portal/ui/overlays';

import { useMessagingStrings } from '../strings/messaging-strings';
import { type Conversation, conversationOfBooking, conversationOfChat } from './chat-text';
import { ConversationList, type ConversationListProps } from './conversation-list';
import { ThreadFrame, ThreadPane } from './thread-pane';
import { useChats } from './use-chats';

/** A message in the thread pane's place (not found, no access, loading). */
function ThreadNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Center flex="1" p="6" textAlign="center">
      <Stack gap="2" align="center" maxW="md">
        {title && (
          <Heading as="h2" size="md">
            {title}
          </Heading>
        )}
        {children}
      </Stack>
    </Center>
  );
}

const Loading = ({ text }: { text: string }) => (
  <HStack gap="2" color="gray.600">
    <Spinner size="sm" />
    <Text>{text}</Text>
  </HStack>
);

interface SelectedThreadProps {
  bookingId: string;
  /** The conversation in the list, if it is there. */
  chat: ChatItem | undefined;
  userId: string | null;
  onOpenList: () => void;
  onSent: (message: Message, conversation: Conversation) => void;
}

/**
 * The chosen conversation. One not in the list (/inbox?booking=ID from Booking Info, for a booking
 * without messages yet) is built from the booking, so the supplier can write the first message;
 * once sent it is in the list, and the same thread pane stays (no reload, nothing lost).
 */
function SelectedThread({ bookingId, chat, ...pane }: SelectedThreadProps) {
  const t = useMessagingStrings();
  const booking = useQuery({ ...bookingQueries.detail(bookingId), enabled: !chat });
  if (chat) return <ThreadPane conversation={conversationOfChat(chat)} {...pane} />;
  if (booking.data) return <ThreadPane conversation={conversationOfBooking(booking.data)} {...pane} />;
  const failed = booking.isError && !booking.isFetching;
  return (
    <ThreadFrame onOpenList={pane.onOpenList}>
      {!failed && (
        <ThreadNotice>
          <Loading text={t('inbox.loadingConversation')} />
        </ThreadNotice>
      )}
      {failed && isNotFound(booking.error) && (
        <ThreadNotice title={t('inbox.notFound')}>
          <Text color="gray.600">{t('inbox.notFoundLead')}</Text>
        </ThreadNotice>
      )}
      {failed && !isNotFound(booking.error) && (
        <Box p="4">
          <LoadError message={t('thread.messagesFailed')} onRetry={() => void booking.refetch()} />
        </Box>
      )}
    </ThreadFrame>
  );
}

/** The list as a sliding sidebar on small screens; choosing a conversation closes it. */
function ConversationDrawer({
  open,
  onOpenChange,
  ...list
}: ConversationListProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMessagingStrings();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="320px" w="85vw" aria-label={t('inbox.conversations')}>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('inbox.closeConversations')} size="sm" position="absolute" top="2" insetEnd="2" zIndex="1" />
            </Drawer.CloseTrigger>
            <ConversationList {...list} />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function NoConversations() {
  const t = useMessagingStrings();
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="8" textAlign="center">
      <Heading as="h2" size="md" mb="2">
        {t('empty.title')}
      </Heading>
      <Text color="gray.600" mb="5">
        {t('empty.lead')}
      </Text>
      <Button asChild colorPalette="teal" variant="outline">
        <RouterLink to={paths.bookings}>{t('empty.goToBookings')}</RouterLink>
      </Button>
    </Box>
  );
}

/**
 * Marks the open conversation read whenever it shows unread messages: on opening, or when a
 * refresh brings new ones. A write that follows what is on screen; reads go through queries.
 */
function useMarkRead(bookingId: string | null, unread: number, markRead: (bookingId: string) => void) {
  useEffect(() => {
    if (bookingId && unread > 0) markRead(bookingId);
  }, [bookingId, unread, markRead]);
}

/** My Inbox: the conversation list titled Messages and the chosen conversation, held in the URL as ?booking=ID. */
export function InboxPage() {
  const t = useMessagingStrings();
  const userId = useSession((session) => session.userId);
  const { data: me } = useQuery(userQueries.detail(userId));
  const chats = useChats(userId);
  const [params, setParams] = useSearchParams();
  const [listOpen, setListOpen] = useState(false);
  const selectedId = params.get('booking');
  const list: ChatItem[] | null = chats.load.state === 'ready' ? chats.load.chats : null;
  const selectedChat = list?.find((chat) => chat.booking.booking_id === selectedId);
  const firstId = list?.[0]?.booking.booking_id;

  // The first conversation is selected on load; the address shows it without adding a history entry.
  useEffect(() => {
    if (!selectedId && firstId) setParams({ booking: firstId }, { replace: true });
  }, [selectedId, firstId, setParams]);

  useMarkRead(selectedId, selectedChat?.unread_count ?? 0, chats.markRead);

  const { sent } = chats;
  const onSent = useCallback(
    (message: Message, conversation: Conversation) =>
      userId && sent(message, conversation, { user_id: userId, full_name: me?.full_name ?? '', profile_photo: me?.profile_photo ?? null }),
    [sent, userId, me],
  );

  const select = (bookingId: string) => {
    setListOpen(false);
    if (bookingId !== selectedId) setParams({ booking: bookingId });
  };
  const openList = () => setListOpen(true);
  const listProps: ConversationListProps = { load: chats.load, selectedId, onSelect: select, onRetry: chats.retry };

  if (!selectedId) {
    // Nothing to show beside the list yet: the list's own state fills the screen.
    if (chats.load.state === 'loading')
      return (
        <Page title={t('inbox.title')}>
          <Loading text={t('inbox.loadingChats')} />
        </Page>
      );
    if (chats.load.state === 'error')
      return (
        <Page title={t('inbox.title')}>
          <LoadError message={t('inbox.chatsFailed')} onRetry={chats.retry} />
        </Page>
      );
    if (list?.length === 0)
      return (
        <Page title={t('inbox.title')}>
          <NoConversations />
        </Page>
      );
  }

  // While the list loads, a conversation not in it cannot be told from one that is.
  const thread: ReactNode =
    selectedId && chats.load.state !== 'loading' ? (
      <SelectedThread bookingId={selectedId} chat={selectedChat} userId={userId} onOpenList={openList} onSent={onSent} />
    ) : (
      <ThreadFrame onOpenList={openList}>
        <ThreadNotice>
          <Loading text={t('inbox.loadingConversation')} />
        </ThreadNotice>
      </ThreadFrame>
    );

  return (
    <Page title={t('inbox.title')}>
      <Flex
        h={{ base: 'calc(100dvh - 11rem)', md: 'calc(100dvh - 12rem)' }}
        minH="26rem"
        bg="white"
        borderWidth="1px"
        borderRadius="lg"
        overflow="hidden"
      >
        <Box hideBelow="md" w="320px" flexShrink={0} borderEndWidth="1px" h="full">
          <ConversationList {...listProps} />
        </Box>
        {thread}
      </Flex>
      <ConversationDrawer open={listOpen} onOpenChange={setListOpen} {...listProps} />
    </Page>
  );
}
