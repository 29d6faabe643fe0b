import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { Box, Button, Heading, HStack, Spinner, Text } from '@portal/ui';

import { useSupportStrings } from '../strings/support-strings';

/** A message in place of a ticket, with a way back to the list. */
export function TicketNotice({ title, children, action }: { title: string; children?: string; action?: ReactNode }) {
  const t = useSupportStrings();
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }} textAlign="center" role="status">
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      {children && (
        <Text color="gray.600" mb="5">
          {children}
        </Text>
      )}
      <HStack justify="center" gap="3" wrap="wrap" mt={children ? undefined : '4'}>
        {action}
        <Button asChild colorPalette="teal" variant="outline">
          <RouterLink to={paths.support}>{t('ticket.goToSupport')}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}

export function TicketLoading({ text }: { text: string }) {
  return (
    <HStack gap="3" color="gray.600" py="8" justify="center">
      <Spinner size="sm" />
      <Text>{text}</Text>
    </HStack>
  );
}
