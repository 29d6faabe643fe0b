import { MONTHS, type ActivityItem, type DashboardReply, type DashboardSummary, type RecentChatUser } from '@portal/contracts';
import type { Queryable } from '../db/database';
import { karachiDate } from '../pakistan-time';
import { dashboardQueries, type ActivityRow, type ChatRow, type MonthlyRow, type MonthTotals, type RatingTotals } from './dashboard-queries';

const RECENT_CHATS = 5;
const RECENT_ACTIVITY = 10;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Percentage change from `previous` to `current`, one decimal; null when there was nothing before. */
export function percentChange(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return oneDecimal(((current - previous) / previous) * 100);
}

const average = (total: number, count: number) => (count === 0 ? 0 : total / count);

export function summarize(totals: MonthTotals, ratings: RatingTotals): DashboardSummary {
  const avgThis = average(totals.revenue_this, totals.bookings_this);
  const avgLast = average(totals.revenue_last, totals.bookings_last);
  return {
    revenueThisMonth: totals.revenue_this,
    revenueChange: percentChange(totals.revenue_this, totals.revenue_last),
    bookingsThisMonth: totals.bookings_this,
    bookingsChange: percentChange(totals.bookings_this, totals.bookings_last),
    avgBookingValue: Math.round(avgThis),
    avgBookingValueChange: percentChange(avgThis, avgLast),
    avgRating: oneDecimal(ratings.avg_all ?? 0),
    ratingChange: ratings.avg_all === null ? null : percentChange(ratings.avg_all, ratings.avg_before_month),
  };
}

/**
 * Twelve points per year, Jan to Dec, for every year with data and always the current one, so a
 * new supplier sees empty charts rather than none.
 */
export function byYear<K extends 'amount' | 'count'>(rows: readonly MonthlyRow[], key: K, currentYear: number) {
  const years = new Set([currentYear, ...rows.map((r) => r.year)]);
  const series: Record<string, ({ month: (typeof MONTHS)[number] } & Record<K, number>)[]> = {};
  for (const year of years) {
    series[String(year)] = MONTHS.map((month, index) => {
      const row = rows.find((r) => r.year === year && r.month === index + 1);
      return { month, [key]: row ? row[key] : 0 } as { month: (typeof MONTHS)[number] } & Record<K, number>;
    });
  }
  return series;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toChatUser = (row: ChatRow): RecentChatUser => ({
  user_id: row.user_id,
  booking_id: row.booking_id,
  full_name: row.full_name,
  profile_photo: row.profile_photo,
  last_message: row.message_text || (row.message_file ? 'Sent an attachment' : ''),
  last_message_time: iso(row.created_at),
});

/** listing_id, reason and field belong to a listing review only; other kinds do not carry them. */
const toActivity = ({ type, date, listing_id, reason, field, ...details }: ActivityRow): ActivityItem =>
  ({ type, date: iso(date), details: type === 'listing_review' ? { ...details, listing_id, reason, field } : details });

/** The year of an instant in Pakistan time. */
const yearIn = (now: Date) => Number(karachiDate(now).slice(0, 4));

/** Every figure of GET /suppliers/{id}/dashboard, computed from the database at `now`. */
export async function buildDashboard(db: Queryable, supplierId: string, now: Date): Promise<DashboardReply> {
  const q = dashboardQueries(db);
  const [totals, ratings, created, travel, chats, activity] = await Promise.all([
    q.monthTotals(supplierId, now),
    q.ratings(supplierId, now),
    q.monthly(supplierId, 'created'),
    q.monthly(supplierId, 'travel'),
    q.recentChats(supplierId, RECENT_CHATS),
    q.recentActivity(supplierId, RECENT_ACTIVITY, now),
  ]);
  const year = yearIn(now);
  return {
    summary: summarize(totals, ratings),
    sales: byYear(created, 'amount', year),
    bookings: byYear(created, 'count', year),
    revenues: byYear(travel, 'amount', year),
    recentChatUsers: chats.map(toChatUser),
    recentActivity: activity.map(toActivity),
  };
}
