import { useState } from 'react';

import { Box, Button, Center, Heading, Text } from '@portal/ui';

/**
 * What the page shows when the portal's configuration (portal.config.json) cannot be loaded or
 * read: a network hiccup or a deployment under way. Nothing else can start without it.
 */
export function ConfigUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    await onRetry();
    setRetrying(false);
  };
  return (
    <Center as="main" minH="100vh" px="4" bg="gray.50">
      <Box role="alert" bg="white" p="8" borderRadius="xl" borderWidth="1px" maxW="md" textAlign="center">
        <Heading as="h1" size="lg" mb="2">
          The portal could not start
        </Heading>
        <Text color="gray.700" mb="5">
          Its settings could not be loaded. Check your connection and try again.
        </Text>
        <Button colorPalette="teal" loading={retrying} loadingText="Retrying..." onClick={() => void retry()}>
          Retry
        </Button>
      </Box>
    </Center>
  );
}
