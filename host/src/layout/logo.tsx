import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@portal/contracts';
import { Box, Text } from '@portal/ui';

export function Logo() {
  return (
    <RouterLink to={paths.dashboard} aria-label="Supplier Portal home">
      <Box display="flex" alignItems="center" gap="2">
        <Box w="8" h="8" borderRadius="md" bg="teal.600" color="white" display="grid" placeItems="center" fontWeight="bold">SP</Box>
        <Text fontWeight="bold" color="teal.700" display={{ base: 'none', sm: 'block' }}>Supplier Portal</Text>
      </Box>
    </RouterLink>
  );
}
