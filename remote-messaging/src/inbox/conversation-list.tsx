import type { ChatItem } from '@portal/contracts';
import { Badge, Box, chakra, Flex, Heading, HStack, LoadError, Spinner, Text } from '@portal/ui';

import { useMessagingStrings } from '../strings/messaging-strings';
import { listTimeOf, previewOf } from './chat-text';
import type { ChatsLoad } from './use-chats';

export interface ConversationListProps {
  load: ChatsLoad;
  selectedId: string | null;
  onSelect: (bookingId: string) => void;
  onRetry: () => void;
}

/** The number of unread messages; a read conversation shows no badge (a grey 0 only adds noise). */
function UnreadBadge({ count }: { count: number }) {
  const t = useMessagingStrings();
  if (count === 0) return null;
  return (
    <Badge
      borderRadius="full"
      minW="6"
      justifyContent="center"
      colorPalette="teal"
      variant="solid"
      aria-label={t('list.unread', { count })}
    >
      {count}
    </Badge>
  );
}

function ConversationButton({ chat, selected, onSelect }: { chat: ChatItem; selected: boolean; onSelect: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      w="full"
      textAlign="start"
      px="4"
      py="3"
      borderBottomWidth="1px"
      bg={selected ? 'teal.50' : 'transparent'}
      borderStartWidth="3px"
      borderStartColor={selected ? 'teal.solid' : 'transparent'}
      _hover={{ bg: selected ? 'teal.50' : 'gray.50' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '-2px' }}
    >
      <HStack justify="space-between" gap="2">
        <Text fontWeight="semibold" truncate>
          <bdi>{chat.customer.full_name}</bdi>
        </Text>
        <Text as="span" fontSize="xs" color="gray.500" flexShrink={0}>
          {listTimeOf(chat.timestamp)}
        </Text>
      </HStack>
      <Text fontSize="xs" color="gray.500" truncate>
        <bdi>{chat.booking.tour_name}</bdi> · <bdi>{`#${chat.booking.booking_number}`}</bdi>
      </Text>
      <HStack justify="space-between" gap="2" mt="1">
        <Text
          fontSize="sm"
          color={chat.unread_count > 0 ? 'gray.900' : 'gray.600'}
          truncate
          dir={chat.message_text.trim() ? 'auto' : undefined}
        >
          {previewOf(chat)}
        </Text>
        <UnreadBadge count={chat.unread_count} />
      </HStack>
    </chakra.button>
  );
}

/** The conversation list titled Messages: one button per conversation, the latest activity first. */
export function ConversationList({ load, selectedId, onSelect, onRetry }: ConversationListProps) {
  const t = useMessagingStrings();
  return (
    <Flex direction="column" h="full" minH="0">
      <Heading as="h2" size="md" px="4" py="3" borderBottomWidth="1px">
        {t('list.title')}
      </Heading>
      <Box flex="1" overflowY="auto">
        {load.state === 'loading' && (
          <HStack gap="2" color="gray.600" p="4">
            <Spinner size="sm" />
            <Text>{t('inbox.loadingChats')}</Text>
          </HStack>
        )}
        {load.state === 'error' && (
          <Box p="3">
            <LoadError message={t('inbox.chatsFailed')} onRetry={onRetry} />
          </Box>
        )}
        {load.state === 'ready' && (
          <chakra.ul listStyleType="none" aria-label={t('inbox.conversations')}>
            {load.chats.map((chat) => (
              <li key={chat.booking.booking_id}>
                <ConversationButton
                  chat={chat}
                  selected={chat.booking.booking_id === selectedId}
                  onSelect={() => onSelect(chat.booking.booking_id)}
                />
              </li>
            ))}
          </chakra.ul>
        )}
      </Box>
    </Flex>
  );
}
