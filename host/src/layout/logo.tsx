import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { Box, Text } from '@portal/ui';

export function Logo() {
  return (
    // The link's name is the words it shows ('Supplier Portal'), hidden only visually on a phone.
    <RouterLink to={paths.dashboard}>
      <Box display="flex" alignItems="center" gap="2">
        <Box aria-hidden w="8" h="8" borderRadius="md" bg="teal.solid" color="white" display="grid" placeItems="center" fontWeight="bold">
          SP
        </Box>
        <Text fontWeight="bold" color="teal.700" srOnly={{ base: true, sm: false }}>
          Supplier Portal
        </Text>
      </Box>
    </RouterLink>
  );
}
