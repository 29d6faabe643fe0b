import { createContext, useContext } from 'react';

import { Box, Button, Heading, Text } from '@portal/ui';

/** Set by RemoteRoute: how to try loading the section again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

/** What a person sees when a section's remote is down: the rest of the portal still works. */
export function RemoteUnavailable() {
  const retry = useContext(RemoteRetryContext);
  return (
    <Box role="alert" m="8" p="8" bg="white" borderWidth="1px" borderRadius="lg" textAlign="center">
      <Heading as="h2" size="md" mb="2">
        This section is unavailable right now
      </Heading>
      <Text color="gray.600" mb="5">
        It could not be loaded. Other sections keep working; try again in a moment.
      </Text>
      {retry && (
        <Button colorPalette="teal" onClick={retry}>
          Retry
        </Button>
      )}
    </Box>
  );
}
