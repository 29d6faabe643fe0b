import type { TicketResponse } from '@portal/contracts';
import { Box, formatDateTime, Heading, HStack, Stack, Text } from '@portal/ui';

import { useSupportStrings } from '../../strings/support-strings';

// The spec's wording for the marketplace team's replies; the supplier's own read as 'You'.
const AUTHOR_KEY = { admin: 'conversation.admin', supplier: 'conversation.you' } as const;

/** Every response on the ticket, oldest first, as the server sends them. */
export function TicketConversation({ responses }: { responses: readonly TicketResponse[] }) {
  const t = useSupportStrings();
  return (
    <Box as="section" aria-label={t('conversation.title')} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" mb="3">
        {t('conversation.title')}
      </Heading>
      {responses.length === 0 ? (
        <Text color="gray.600">{t('conversation.none')}</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none">
          {responses.map((response) => (
            <Box
              as="li"
              key={response.response_id}
              borderRadius="md"
              p="3"
              bg={response.author === 'admin' ? 'teal.50' : 'gray.50'}
              ms={{ base: '0', md: response.author === 'supplier' ? '12' : '0' }}
              me={{ base: '0', md: response.author === 'admin' ? '12' : '0' }}
            >
              <HStack justify="space-between" gap="2" wrap="wrap" mb="1">
                <Text fontWeight="semibold" fontSize="sm">
                  {t(AUTHOR_KEY[response.author])}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {formatDateTime(response.created_at)}
                </Text>
              </HStack>
              <Text whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
                {response.body}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
