import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { ApiError, messageMutations } from '@portal/api';
import { type Message, paths } from '@portal/contracts';
import { Box, Button, Flex, Icon, Link, Stack, Text, toast } from '@portal/ui';

import { useMessagingStrings } from '../strings/messaging-strings';
import type { Conversation } from './chat-text';
import { Composer, type SendResult } from './composer';
import { MessageLog } from './message-log';
import { useThread } from './use-thread';

/** The thread pane's frame: on small screens a button opens the conversation list. */
export function ThreadFrame({ header, onOpenList, children }: { header?: ReactNode; onOpenList: () => void; children: ReactNode }) {
  const t = useMessagingStrings();
  return (
    <Flex direction="column" flex="1" minW="0" h="full">
      <Flex align="center" gap="3" px="4" py="3" borderBottomWidth="1px" minH="14">
        <Button hideFrom="md" size="sm" variant="outline" onClick={onOpenList}>
          <Icon name="menu" size={16} />
          {t('inbox.conversations')}
        </Button>
        {header}
      </Flex>
      {children}
    </Flex>
  );
}

function ConversationHeader({ conversation: c }: { conversation: Conversation }) {
  return (
    <Stack gap="0" minW="0">
      <Text as="h2" fontWeight="semibold" truncate>
        <bdi>{c.customerName}</bdi>
      </Text>
      <Text fontSize="sm" color="gray.600" lineClamp={2}>
        <bdi>{c.tourName}</bdi>
        {' · '}
        <Link asChild color="teal.700">
          <RouterLink to={paths.bookingInfo(c.bookingId)}>
            <bdi>{`#${c.bookingNumber}`}</bdi>
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

export interface ThreadPaneProps {
  conversation: Conversation;
  userId: string | null;
  onOpenList: () => void;
  /** After a message was sent here, so the list can show it. */
  onSent: (message: Message, conversation: Conversation) => void;
}

/** One conversation: its messages and, when the customer can be written to, the message box. */
export function ThreadPane({ conversation, userId, onOpenList, onSent }: ThreadPaneProps) {
  const t = useMessagingStrings();
  const thread = useThread(conversation.bookingId);
  const sendMessage = useMutation(messageMutations.send());
  const { customerId } = conversation;

  async function send(text: string, file: File | null): Promise<SendResult> {
    if (!userId || !customerId) return { sent: false, problem: null };
    try {
      const reply = await sendMessage.mutateAsync({
        fields: { booking_id: conversation.bookingId, sender_id: userId, receiver_id: customerId, message_text: text },
        file,
      });
      onSent(reply.data, conversation);
      return { sent: true };
    } catch (error) {
      toast.error(t('thread.sendFailed'));
      return { sent: false, problem: error instanceof ApiError ? (error.errors[0]?.message ?? null) : null };
    }
  }

  return (
    <ThreadFrame header={<ConversationHeader conversation={conversation} />} onOpenList={onOpenList}>
      <MessageLog load={thread.load} userId={userId} customerName={conversation.customerName} onRetry={thread.retry} />
      {customerId ? (
        // Keyed by conversation: a draft never follows the supplier into another conversation.
        <Composer key={conversation.bookingId} onSend={send} />
      ) : (
        <Box borderTopWidth="1px" p="4" bg="white">
          <Text color="gray.600">{t('thread.cannotMessage')}</Text>
        </Box>
      )}
    </ThreadFrame>
  );
}
