import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { isNotFound, payoutQueries } from '@portal/api';
import { paths, payoutMethodLabel, type PayoutStatement } from '@portal/contracts';
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

import { signedRs, statementColumns, type StatementRow } from './statement-columns';

const backLink = (
  <Link asChild color="teal.700" fontWeight="medium">
    <RouterLink to={paths.payouts}>Back to My Payouts</RouterLink>
  </Link>
);

/** A message in place of the statement, with a way back to My Payouts. */
function Notice({ title, children, action }: { title: string; children: string; action?: ReactNode }) {
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
          <RouterLink to={paths.payouts}>Go to My Payouts</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}

/** The payout the statement explains: its number, due date, status, where it goes and its amount. */
function PayoutFacts({ statement: { payout, totals } }: { statement: PayoutStatement }) {
  const facts: [string, ReactNode][] = [
    ['Due on', formatDayMonthYear(payout.payout_date)],
    [
      'Status',
      <StatusText key="status" tone={payout.payout_status === 'pending' ? 'orange' : 'green'}>
        {payout.payout_status}
      </StatusText>,
    ],
    ['From', [payoutMethodLabel(payout.payout_method), payout.bank_name].filter(Boolean).join(', ')],
    ['Amount', formatRs(payout.final_amount)],
  ];
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">{`Payout #${payout.payout_number}`}</Heading>
      <DataList.Root orientation="horizontal" gap="2">
        {facts.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="120px">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text mt="3" fontSize="sm" color="gray.600">
        {`The lines below add up to ${signedRs(totals.net)}: gross less the marketplace's commission and refunds, plus adjustments.`}
      </Text>
    </Box>
  );
}

const rowsOf = ({ lines, totals }: PayoutStatement): StatementRow[] =>
  lines.length === 0 ? [] : [...lines.map((line) => ({ kind: 'line' as const, line })), { kind: 'totals' as const, totals }];

function StatementView({ statement }: { statement: PayoutStatement }) {
  const rows = rowsOf(statement);
  return (
    <Stack gap="4">
      <PayoutFacts statement={statement} />
      <AppTable
        caption="Bookings paid"
        columns={statementColumns}
        rows={rows}
        rowKey={(row) => (row.kind === 'line' ? row.line.line_id : 'totals')}
        loading={false}
        loadingText="Loading statement..."
        emptyText="This payout pays no bookings."
        footer={false}
        total={rows.length}
        page={1}
        pageSize={rows.length}
        onPageChange={() => undefined}
      />
    </Stack>
  );
}

const Loading = () => (
  <HStack gap="3" color="gray.600" py="8" justify="center" role="status">
    <Spinner size="sm" />
    <Text>Loading statement...</Text>
  </HStack>
);

function StatementById({ payoutId }: { payoutId: string }) {
  const { data: statement, error, isFetching, refetch } = useQuery(payoutQueries.statement(payoutId));
  if (statement) return <StatementView statement={statement} />;
  if (isFetching) return <Loading />;
  if (isNotFound(error)) return <Notice title="Payout not found">This payout does not exist or is not one of yours.</Notice>;
  return (
    <Notice
      title="Could not load this statement."
      action={
        <Button colorPalette="teal" onClick={() => void refetch()}>
          Retry
        </Button>
      }
    >
      Please check your connection and try again.
    </Notice>
  );
}

/** A payout's statement (/payouts/{payoutId}/statement): the bookings it pays and totals that add up to the payout. */
export function PayoutStatementPage() {
  const { payoutId = '' } = useParams();
  return (
    <Page title="Payout statement" actions={backLink}>
      <StatementById payoutId={payoutId} />
    </Page>
  );
}
