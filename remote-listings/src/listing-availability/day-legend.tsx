import { DAY_STATUSES } from '@portal/contracts';
import { Box, HStack, Text } from '@portal/ui';

import { useListingsStrings } from '../strings/listings-strings';
import { DAY_STATUS_COLORS, dayLegendText } from './day-status';

/** What each colour means (each day also says it in words). */
export function DayLegend() {
  const t = useListingsStrings();
  return (
    <HStack as="ul" gap="4" wrap="wrap" aria-label={t('availability.colours')}>
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
            borderInlineStartWidth="4px"
          />
          <Text fontSize="sm">{dayLegendText(status)}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
