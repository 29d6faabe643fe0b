import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { isNotFound, payoutQueries } from '@portal/api';
import { paths, type PayoutStatement } from '@portal/contracts';
import {
  Box,
  Button,
  DataList,
  formatDayMonthYear,
  formatRs,
  Heading,
  HStack,
  Link,
  Page,
  Spinner,
  Stack,
  StatusText,
  Text,
} from '@portal/ui';
import { AppTable } from '@portal/ui/lists';

import { methodWords, statusWords } from '../strings/payout-words';
import { usePayoutsStrings } from '../strings/payouts-strings';
import { signedRs, statementColumns, type StatementRow } from './statement-columns';

function BackLink() {
  const t = usePayoutsStrings();
  return (
    <Link asChild color="teal.700" fontWeight="medium">
      <RouterLink to={paths.payouts}>{t('statement.back')}</RouterLink>
    </Link>
  );
}

/** A message in place of the statement, with a way back to My Payouts. */
function Notice({ title, children, action }: { title: string; children: string; action?: ReactNode }) {
  const t = usePayoutsStrings();
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="8" textAlign="center">
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      <Text color="gray.600" mb="5">
        {children}
      </Text>
      <HStack justify="center" gap="3" wrap="wrap">
        {action}
        <Button asChild colorPalette="teal" variant="outline">
          <RouterLink to={paths.payouts}>{t('statement.goToPayouts')}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}

/** The payout the statement explains: its number, due date, status, where it goes and its amount. */
function PayoutFacts({ statement: { payout, totals } }: { statement: PayoutStatement }) {
  const t = usePayoutsStrings();
  const facts: [string, ReactNode][] = [
    [t('payouts.columns.due'), formatDayMonthYear(payout.payout_date)],
    [
      t('payouts.columns.status'),
      <StatusText key="status" tone={payout.payout_status === 'pending' ? 'orange' : 'green'}>
        {statusWords(payout.payout_status)}
      </StatusText>,
    ],
    [
      t('payouts.columns.from'),
      <>
        {methodWords(payout.payout_method)}
        {payout.bank_name && (
          <>
            {t('statement.separator')}
            <bdi>{payout.bank_name}</bdi>
          </>
        )}
      </>,
    ],
    [t('payouts.columns.amount'), formatRs(payout.final_amount)],
  ];
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        {t('statement.heading', { number: payout.payout_number })}
      </Heading>
      <DataList.Root orientation="horizontal" gap="2">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="120px">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text mt="3" fontSize="sm" color="gray.600">
        {t('statement.addsUp', { net: signedRs(totals.net) })}
      </Text>
    </Box>
  );
}

const rowsOf = ({ lines, totals }: PayoutStatement): StatementRow[] =>
  lines.length === 0 ? [] : [...lines.map((line) => ({ kind: 'line' as const, line })), { kind: 'totals' as const, totals }];

function StatementView({ statement }: { statement: PayoutStatement }) {
  const t = usePayoutsStrings();
  const rows = rowsOf(statement);
  return (
    <Stack gap="4">
      <PayoutFacts statement={statement} />
      <AppTable
        caption={t('statement.caption')}
        columns={statementColumns()}
        rows={rows}
        rowKey={(row) => (row.kind === 'line' ? row.line.line_id : 'totals')}
        loading={false}
        loadingText={t('statement.loading')}
        emptyText={t('statement.empty')}
        footer={false}
        total={rows.length}
        page={1}
        pageSize={rows.length}
        onPageChange={() => undefined}
      />
    </Stack>
  );
}

function Loading() {
  const t = usePayoutsStrings();
  return (
    <HStack gap="3" color="gray.600" py="8" justify="center" role="status">
      <Spinner size="sm" />
      <Text>{t('statement.loading')}</Text>
    </HStack>
  );
}

function StatementById({ payoutId }: { payoutId: string }) {
  const { data: statement, error, isFetching, refetch } = useQuery(payoutQueries.statement(payoutId));
  const t = usePayoutsStrings();
  if (statement) return <StatementView statement={statement} />;
  if (isFetching) return <Loading />;
  if (isNotFound(error)) return <Notice title={t('statement.notFound')}>{t('statement.notFoundLead')}</Notice>;
  return (
    <Notice
      title={t('statement.loadFailed')}
      action={
        <Button colorPalette="teal" onClick={() => void refetch()}>
          {t('statement.retry')}
        </Button>
      }
    >
      {t('statement.loadFailedLead')}
    </Notice>
  );
}

/** A payout's statement (/payouts/{payoutId}/statement): the bookings it pays and totals that add up to the payout. */
export function PayoutStatementPage() {
  const { payoutId = '' } = useParams();
  const t = usePayoutsStrings();
  return (
    <Page title={t('statement.title')} actions={<BackLink />}>
      <StatementById payoutId={payoutId} />
    </Page>
  );
}
