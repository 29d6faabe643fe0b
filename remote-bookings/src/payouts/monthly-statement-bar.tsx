import { useState } from 'react';

import { endedMonths, STATEMENT_MONTHS_OFFERED } from '@portal/contracts';
import { currentLocale } from '@portal/i18n';
import { Box, Button, Flex, Icon, NativeSelect, Text } from '@portal/ui';

import { usePayoutsStrings } from '../strings/payouts-strings';
import { useMonthlyStatement } from './use-monthly-statement';

/** 'October 2026' for '2026-10', in the language on (@portal/ui has no month-and-year formatter). */
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(currentLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** Monthly statement: choose an ended month, then save its statement as PDF or CSV (English in every language, ADR 0025: said below them). */
export function MonthlyStatementBar() {
  const [months] = useState(() => endedMonths(new Date(), STATEMENT_MONTHS_OFFERED));
  const [month, setMonth] = useState(months[0]!);
  const { download, downloading } = useMonthlyStatement();
  const t = usePayoutsStrings();
  return (
    <Box as="section" aria-labelledby="monthly-statement" bg="white" borderWidth="1px" borderRadius="lg" p="4" mb="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Text id="monthly-statement" fontWeight="semibold" me="auto">
          {t('monthly.title')}
        </Text>
        <NativeSelect.Root size="md" width="auto" minW="180px">
          <NativeSelect.Field aria-label={t('monthly.month')} bg="white" value={month} onChange={(event) => setMonth(event.target.value)}>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          colorPalette="teal"
          variant="outline"
          onClick={() => download(month, 'pdf')}
          loading={downloading === 'pdf'}
          disabled={downloading === 'csv'}
        >
          <Icon name="download" size={16} /> {t('monthly.pdf')}
        </Button>
        <Button
          colorPalette="teal"
          variant="outline"
          onClick={() => download(month, 'csv')}
          loading={downloading === 'csv'}
          disabled={downloading === 'pdf'}
        >
          <Icon name="download" size={16} /> {t('monthly.csv')}
        </Button>
        {t('monthly.inEnglish') && (
          <Text flexBasis="100%" fontSize="sm" color="gray.600" textAlign={{ base: 'start', md: 'end' }}>
            {t('monthly.inEnglish')}
          </Text>
        )}
      </Flex>
    </Box>
  );
}
