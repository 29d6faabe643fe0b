import { useEffect, useId, useRef } from 'react';

import type { Message } from '@portal/contracts';
import { Box, Center, Flex, formatTime, HStack, Icon, Image, Link, LoadError, Separator, Spinner, Text, VisuallyHidden } from '@portal/ui';

import { useMessagingStrings } from '../strings/messaging-strings';
import { attachmentLabel, isImageUrl, messageDaysOf } from './chat-text';
import type { ThreadLoad } from './use-thread';

function Attachment({ url, mine }: { url: string; mine: boolean }) {
  const label = attachmentLabel(url);
  return (
    <Link href={url} target="_blank" rel="noreferrer" color={mine ? 'white' : 'teal.700'} textDecoration="underline" display="block" mt="1">
      {isImageUrl(url) ? (
        <Image src={url} alt={label} maxW="48" maxH="40" borderRadius="md" objectFit="cover" />
      ) : (
        <HStack as="span" gap="1">
          <Icon name="attach" size={16} />
          <span>{label}</span>
        </HStack>
      )}
    </Link>
  );
}

/**
 * One message: mine at the line's end (the right in English, the left in Urdu), the customer's at
 * its start, its time underneath (its day heads the group). The text is what a person typed, in
 * whatever language: it takes its own direction.
 */
function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <Flex direction="column" align={mine ? 'flex-end' : 'flex-start'}>
      <Box
        maxW={{ base: '85%', md: '70%' }}
        px="3"
        py="2"
        borderRadius="lg"
        bg={mine ? 'teal.solid' : 'white'}
        color={mine ? 'white' : 'gray.800'}
        borderWidth={mine ? '0' : '1px'}
      >
        {message.message_text && (
          <Text whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
            {message.message_text}
          </Text>
        )}
        {message.message_file && <Attachment url={message.message_file} mine={mine} />}
      </Box>
      <Text fontSize="xs" color="gray.500" mt="1">
        {formatTime(message.timestamp)}
      </Text>
    </Flex>
  );
}

/** 'Today', 'Yesterday' or the date, between lines, above a day's messages. */
function DayDivider({ label }: { label: string }) {
  return (
    <HStack gap="3" color="gray.600" fontSize="xs" fontWeight="medium">
      <Separator flex="1" />
      <Text as="span">{label}</Text>
      <Separator flex="1" />
    </HStack>
  );
}

export interface MessageLogProps {
  load: ThreadLoad;
  userId: string | null;
  customerName: string;
  onRetry: () => void;
}

/** The thread, oldest first, kept scrolled to the newest message. */
export function MessageLog({ load, userId, customerName, onRetry }: MessageLogProps) {
  const t = useMessagingStrings();
  const labelId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const count = load.state === 'ready' ? load.messages.length : 0;
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  return (
    // Focusable, so the thread scrolls by keyboard too (a scrollable region needs keyboard access).
    // Named by a hidden label, so the customer's name in it is isolated like everywhere else.
    <Box ref={scroller} role="log" tabIndex={0} aria-labelledby={labelId} flex="1" minH="0" overflowY="auto" bg="gray.50" p="4">
      <VisuallyHidden id={labelId}>
        {`${t('thread.conversationWith')} `}
        <bdi>{customerName}</bdi>
      </VisuallyHidden>
      {load.state === 'loading' && (
        <Center h="full" gap="2" color="gray.600">
          <Spinner size="sm" />
          <Text>{t('thread.loadingMessages')}</Text>
        </Center>
      )}
      {load.state === 'error' && <LoadError message={t('thread.messagesFailed')} onRetry={onRetry} />}
      {load.state === 'ready' && count === 0 && (
        <Center h="full" color="gray.600">
          <Text>{t('thread.noMessages')}</Text>
        </Center>
      )}
      {load.state === 'ready' && count > 0 && (
        <Flex direction="column" gap="3">
          {messageDaysOf(load.messages).map((day) => (
            <Flex key={day.label} direction="column" gap="3">
              <DayDivider label={day.label} />
              {day.messages.map((message) => (
                <MessageBubble key={message.message_id} message={message} mine={message.sender_id === userId} />
              ))}
            </Flex>
          ))}
        </Flex>
      )}
    </Box>
  );
}
