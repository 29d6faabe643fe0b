import type { TicketResponse } from '@portal/contracts';
import { Box, formatDateTime, Heading, HStack, Stack, Text } from '@portal/ui';

// The spec's wording for the marketplace team's replies; the supplier's own read as 'You'.
const AUTHOR_LABEL: Record<TicketResponse['author'], string> = { admin: 'Admin Response', supplier: 'You' };

/** Every response on the ticket, oldest first, as the server sends them. */
export function TicketConversation({ responses }: { responses: readonly TicketResponse[] }) {
  return (
    <Box as="section" aria-label="Conversation" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" mb="3">
        Conversation
      </Heading>
      {responses.length === 0 ? (
        <Text color="gray.600">No responses yet.</Text>
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
                  {AUTHOR_LABEL[response.author]}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {formatDateTime(response.created_at)}
                </Text>
              </HStack>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {response.body}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
