import { createContext, useContext } from 'react';

import { useStrings } from '@portal/i18n';
import { Box, Button, Heading, Text } from '@portal/ui';

import { useHostStrings } from '../strings/host-strings';

/** Set by RemoteRoute: how to try loading the section again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

/** What a person sees when a section's remote is down: the rest of the portal still works. */
export function RemoteUnavailable() {
  const retry = useContext(RemoteRetryContext);
  const t = useHostStrings();
  const common = useStrings('common').t;
  return (
    <Box role="alert" m="8" p="8" bg="white" borderWidth="1px" borderRadius="lg" textAlign="center">
      <Heading as="h2" size="md" mb="2">
        {t('errors.sectionUnavailable')}
      </Heading>
      <Text color="gray.600" mb="5">
        {t('errors.sectionUnavailableLead')}
      </Text>
      {retry && (
        <Button colorPalette="teal" onClick={retry}>
          {common('retry')}
        </Button>
      )}
    </Box>
  );
}
