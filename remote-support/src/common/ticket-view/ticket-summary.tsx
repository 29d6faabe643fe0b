import type { ReactNode } from 'react';

import { type SupportTicketDetail, uploadedNameOf } from '@portal/contracts';
import { Box, DataList, Flex, formatDate, Heading, Link, Stack, Text } from '@portal/ui';

import { useSupportStrings } from '../../strings/support-strings';
import { ticketDisplayId, TicketStatusText, TopicText } from '../ticket-text';

/** The name the file was uploaded under, else the name in its address (a signed link's query aside). */
const fileNameOf = (url: string) => uploadedNameOf(url) ?? decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? url);

/** What the ticket is: its number and id, subject, status, topic, dates, description and attachment. */
export function TicketSummary({ ticket }: { ticket: SupportTicketDetail }) {
  const t = useSupportStrings();
  const facts: [string, ReactNode][] = [
    [t('ticket.relatedTo'), <TopicText key="topic" topic={ticket.related_to} />],
    [t('ticket.opened'), formatDate(ticket.created_at)],
    ...(ticket.closed_at ? [[t('ticket.closed'), formatDate(ticket.closed_at)] as [string, ReactNode]] : []),
    [t('ticket.ticketId'), <bdi key="id">{ticket.ticket_id}</bdi>],
  ];
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="4">
        <Stack gap="1" minW="0">
          <Text fontSize="sm" color="gray.600">
            {t('ticket.number', { id: ticketDisplayId(ticket) })}
          </Text>
          <Heading as="h2" size="lg" wordBreak="break-word" dir="auto">
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
        {t('ticket.description')}
      </Heading>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
        {ticket.description}
      </Text>
      {ticket.attachment && (
        <Text mt="3" fontSize="sm">
          {`${t('ticket.attachment')} `}
          <Link href={ticket.attachment} target="_blank" rel="noopener noreferrer" color="teal.700" wordBreak="break-all">
            <bdi>{fileNameOf(ticket.attachment)}</bdi>
          </Link>
        </Text>
      )}
    </Box>
  );
}
