import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { Box, Text } from '@portal/ui';

import { useHostStrings } from '../strings/host-strings';

export function Logo() {
  const t = useHostStrings();
  return (
    // The link's name is the words it shows ('Supplier Portal'), hidden only visually on a phone.
    <RouterLink to={paths.dashboard}>
      <Box display="flex" alignItems="center" gap="2">
        <Box aria-hidden w="8" h="8" borderRadius="md" bg="teal.solid" color="white" display="grid" placeItems="center" fontWeight="bold">
          SP
        </Box>
        <Text fontWeight="bold" color="teal.700" srOnly={{ base: true, sm: false }}>
          {t('brand')}
        </Text>
      </Box>
    </RouterLink>
  );
}
