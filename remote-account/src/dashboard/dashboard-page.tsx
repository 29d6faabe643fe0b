import { memo, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { type DashboardReply, paths } from '@portal/contracts';
import { Grid, Link, LoadError, Page, Stack, Text } from '@portal/ui';

import { EmailVerificationNotice } from '../common/email-verification';
import { bookingsOption, revenueComparisonOption, revenueOption } from './charts/chart-options';
import { ChartPanel } from './charts/chart-panel';
import { amountTable, countTable } from './charts/chart-table';
import { FirstSteps, needsFirstSteps } from './first-steps';
import { MessagesPanel } from './messages-panel';
import { RecentActivity } from './recent-activity';
import { SummaryCards } from './summary-cards';
import { useDashboard } from './use-dashboard';

export function DashboardPage() {
  const { supplierId, dashboard, name, user } = useDashboard();
  // The query's answer arrives as an urgent update, which React renders in one go: the whole body
  // at once held a phone's main thread for a long task. Deferred, the body renders in slices.
  const data = useDeferredValue(dashboard.data);
  return (
    <Page title={`Welcome, ${name ?? '...'}`}>
      {user && <EmailVerificationNotice user={user} />}
      {!supplierId && (
        <Text color="gray.600">
          Finish your supplier sign-up to see your dashboard.{' '}
          <Link asChild color="blue.600">
            <RouterLink to={paths.signup}>Continue sign-up</RouterLink>
          </Link>
        </Text>
      )}
      {data ? (
        <DashboardBody data={data} />
      ) : dashboard.isError && !dashboard.isFetching ? (
        <LoadError message="Could not load your dashboard." onRetry={() => void dashboard.refetch()} />
      ) : (
        supplierId && (
          <Text color="gray.600" role="status">
            Loading dashboard...
          </Text>
        )
      )}
    </Page>
  );
}

/**
 * What each chart counts: Revenue Comparison and Revenue show the same money in different months
 * (when it was booked, when the trip took place), so a month's figures differ between them.
 */
const CHART_COUNTS = {
  sales: 'PKR of the bookings made each month, by the month they were made; cancelled bookings are not counted.',
  bookings: 'Bookings made each month; cancelled bookings are not counted.',
  revenues: 'PKR earned from trips taken, by the month of travel; a booking counts here once its trip has happened.',
} as const;

const NO_BOOKINGS_YET = 'No bookings yet: this chart fills in as they arrive.';

// Memoised: the user's read answers as an urgent update too (the welcome's name), and re-rendered
// with the page, the body it did not change would be rendered again in one long task.
const DashboardBody = memo(function DashboardBody({ data }: { data: DashboardReply }) {
  return (
    <Stack gap="5">
      {needsFirstSteps(data.setup) && <FirstSteps setup={data.setup} />}
      <SummaryCards summary={data.summary} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="5" alignItems="start">
        <Stack gap="5">
          <RecentActivity items={data.recentActivity} />
          <MessagesPanel chats={data.recentChatUsers} />
        </Stack>
        <Stack gap="5">
          <ChartPanel
            title="Revenue Comparison"
            counts={CHART_COUNTS.sales}
            empty={NO_BOOKINGS_YET}
            option={revenueComparisonOption(data.sales)}
            table={amountTable(data.sales)}
          />
          <ChartPanel
            title="Bookings"
            counts={CHART_COUNTS.bookings}
            empty={NO_BOOKINGS_YET}
            option={bookingsOption(data.bookings)}
            table={countTable(data.bookings)}
          />
          <ChartPanel
            title="Revenue"
            counts={CHART_COUNTS.revenues}
            empty="No trips taken yet: this chart fills in as your customers travel."
            option={revenueOption(data.revenues)}
            table={amountTable(data.revenues)}
          />
        </Stack>
      </Grid>
    </Stack>
  );
});
