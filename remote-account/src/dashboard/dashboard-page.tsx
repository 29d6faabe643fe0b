import { memo, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { type DashboardReply, paths } from '@portal/contracts';
import { keepPlaceholders, WithData } from '@portal/i18n';
import { Grid, Link, LoadError, Page, Stack, Text } from '@portal/ui';

import { EmailVerificationNotice } from '../common/email-verification';
import { useDashboardStrings } from '../strings/dashboard-strings';
import { bookingsOption, chartWords, revenueComparisonOption, revenueOption } from './charts/chart-options';
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
  const t = useDashboardStrings();
  const shownName = name ?? t('nameLoading');
  return (
    <Page
      title={t('welcome', { name: shownName })}
      heading={<WithData text={t('welcome', keepPlaceholders('name'))} data={{ name: shownName }} />}
    >
      {user && <EmailVerificationNotice user={user} />}
      {!supplierId && (
        <Text color="gray.600">
          {t('finishSignup')}{' '}
          <Link asChild color="blue.600">
            <RouterLink to={paths.signup}>{t('continueSignup')}</RouterLink>
          </Link>
        </Text>
      )}
      {data ? (
        <DashboardBody data={data} />
      ) : dashboard.isError && !dashboard.isFetching ? (
        <LoadError message={t('loadFailed')} onRetry={() => void dashboard.refetch()} />
      ) : (
        supplierId && (
          <Text color="gray.600" role="status">
            {t('loading')}
          </Text>
        )
      )}
    </Page>
  );
}

// Memoised: the user's read answers as an urgent update too (the welcome's name), and re-rendered
// with the page, the body it did not change would be rendered again in one long task.
const DashboardBody = memo(function DashboardBody({ data }: { data: DashboardReply }) {
  const t = useDashboardStrings();
  // What each chart counts: Revenue Comparison and Revenue show the same money in different months
  // (when it was booked, when the trip took place), so a month's figures differ between them.
  const words = chartWords();
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
            title={t('charts.revenueComparison')}
            counts={t('charts.salesCounts')}
            empty={t('charts.noBookings')}
            option={revenueComparisonOption(data.sales, words)}
            table={amountTable(data.sales)}
          />
          <ChartPanel
            title={t('charts.bookings')}
            counts={t('charts.bookingsCounts')}
            empty={t('charts.noBookings')}
            option={bookingsOption(data.bookings, words)}
            table={countTable(data.bookings)}
          />
          <ChartPanel
            title={t('charts.revenue')}
            counts={t('charts.revenuesCounts')}
            empty={t('charts.noTrips')}
            option={revenueOption(data.revenues, words)}
            table={amountTable(data.revenues)}
          />
        </Stack>
      </Grid>
    </Stack>
  );
});
