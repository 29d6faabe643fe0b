import { DAY_STATUSES } from '@portal/contracts';
import { Box, HStack, Text } from '@portal/ui';

import { DAY_LEGEND_LABELS, DAY_STATUS_COLORS } from './day-status';

/** What each colour means (each day also says it in words). */
export function DayLegend() {
  return (
    <HStack as="ul" gap="4" wrap="wrap" aria-label="Colours">
      {DAY_STATUSES.map((status) => (
        <HStack as="li" key={status} gap="2" listStyleType="none">
          <Box
            flexShrink="0"
            w="4"
            h="4"
            borderRadius="sm"
            bg={DAY_STATUS_COLORS[status].bg}
            borderColor={DAY_STATUS_COLORS[status].border}
            borderWidth="1px"
            borderLeftWidth="4px"
          />
          <Text fontSize="sm">{DAY_LEGEND_LABELS[status]}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
