import { Link as RouterLink } from 'react-router-dom';

import { paths, type RecentChatUser } from '@portal/contracts';
import { Avatar, Box, formatDate, formatTime, Link, Stack, Text } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { useDashboardStrings } from '../strings/dashboard-strings';
import { RowLink, RowLinkText } from './row-link';

/** Today's messages show the time, older ones the date. */
function messageTime(iso: string, now = new Date()): string {
  return formatDate(iso) === formatDate(now) ? formatTime(iso) : formatDate(iso);
}

/** A message row opens its conversation: the inbox at the booking's thread, as Booking Info's 'Send a message' does. */
function ChatRow({ chat }: { chat: RecentChatUser }) {
  return (
    <RowLink alignItems="center">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={chat.full_name} />
        {chat.profile_photo && <Avatar.Image src={chat.profile_photo} alt="" />}
      </Avatar.Root>
      <Box flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium">
          <RowLinkText to={paths.inboxConversation(chat.booking_id)}>
            <bdi>{chat.full_name}</bdi>
          </RowLinkText>
        </Text>
        <Text fontSize="sm" color="gray.600" truncate dir="auto">
          {chat.last_message}
        </Text>
      </Box>
      <Text fontSize="xs" color="gray.600" whiteSpace="nowrap">
        {messageTime(chat.last_message_time)}
      </Text>
    </RowLink>
  );
}

export function MessagesPanel({ chats }: { chats: readonly RecentChatUser[] }) {
  const t = useDashboardStrings();
  return (
    <SectionCard
      title={t('messages.title')}
      action={
        <Link asChild fontSize="sm" color="blue.600">
          <RouterLink to={paths.inbox}>{t('messages.viewAll')}</RouterLink>
        </Link>
      }
    >
      {chats.length === 0 ? (
        <Text color="gray.500" fontSize="sm">
          {t('messages.empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {chats.map((chat) => (
            <ChatRow key={chat.user_id} chat={chat} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
