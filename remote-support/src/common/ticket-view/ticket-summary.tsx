import { type SupportTicketDetail, uploadedNameOf } from '@portal/contracts';
import { Box, DataList, Flex, formatDate, Heading, Link, Stack, Text } from '@portal/ui';

import { ticketDisplayId, TicketStatusText } from '../ticket-text';

/** The name the file was uploaded under, else the name in its address (a signed link's query aside). */
const fileNameOf = (url: string) => uploadedNameOf(url) ?? decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? url);

/** What the ticket is: its number and id, subject, status, topic, dates, description and attachment. */
export function TicketSummary({ ticket }: { ticket: SupportTicketDetail }) {
  const facts: [string, string][] = [
    ['Related to', ticket.related_to],
    ['Opened', formatDate(ticket.created_at)],
    ...(ticket.closed_at ? [['Closed', formatDate(ticket.closed_at)] as [string, string]] : []),
    ['Ticket ID', ticket.ticket_id],
  ];
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="4">
        <Stack gap="1" minW="0">
          <Text fontSize="sm" color="gray.600">{`Ticket ${ticketDisplayId(ticket)}`}</Text>
          <Heading as="h2" size="lg" wordBreak="break-word">
            {ticket.subject}
          </Heading>
        </Stack>
        <TicketStatusText status={ticket.status} />
      </Flex>
      <DataList.Root orientation="horizontal" size="sm" mb="4">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Heading as="h3" size="sm" mb="1">
        Description
      </Heading>
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {ticket.description}
      </Text>
      {ticket.attachment && (
        <Text mt="3" fontSize="sm">
          {'Attachment: '}
          <Link href={ticket.attachment} target="_blank" rel="noopener noreferrer" color="teal.700" wordBreak="break-all">
            {fileNameOf(ticket.attachment)}
          </Link>
        </Text>
      )}
    </Box>
  );
}
