import {
  type ActivityItem,
  type DashboardReply,
  type DashboardSummary,
  missingDocuments,
  MONTHS,
  type RecentChatUser,
  type SupplierSetup,
} from '@portal/contracts';

import type { Queryable } from '../db/database';
import { karachiDate } from '../pakistan-time';
import {
  type ActivityRow,
  type ChatRow,
  dashboardQueries,
  type MonthlyRow,
  type MonthTotals,
  type RatingTotals,
  type SetupRow,
} from './dashboard-queries';

const RECENT_CHATS = 5;
const RECENT_ACTIVITY = 10;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Percentage change from `previous` to `current`, one decimal; null when there was nothing before. */
export function percentChange(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return oneDecimal(((current - previous) / previous) * 100);
}

const average = (total: number, count: number) => (count === 0 ? 0 : total / count);

function summarize(totals: MonthTotals, ratings: RatingTotals): DashboardSummary {
  const avgThis = average(totals.revenue_this, totals.bookings_this);
  const avgLast = average(totals.revenue_last, totals.bookings_last);
  return {
    revenueThisMonth: totals.revenue_this,
    revenueChange: percentChange(totals.revenue_this, totals.revenue_last),
    bookingsThisMonth: totals.bookings_this,
    bookingsChange: percentChange(totals.bookings_this, totals.bookings_last),
    avgBookingValue: Math.round(avgThis),
    avgBookingValueChange: percentChange(avgThis, avgLast),
    avgRating: ratings.avg_all === null ? null : oneDecimal(ratings.avg_all),
    ratingChange: ratings.avg_all === null ? null : percentChange(ratings.avg_all, ratings.avg_before_month),
  };
}

/** A year and month (1 to 12) in Pakistan time: the month the dashboard is read in. */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * Twelve points per year, Jan to Dec, for every year with data and always the current one, so a
 * new supplier sees empty charts rather than none. A past month without data had none (0); a month
 * after `now` has no figure yet (null), so a chart leaves it blank instead of drawing a fall to 0.
 */
export function byYear<K extends 'amount' | 'count'>(rows: readonly MonthlyRow[], key: K, now: YearMonth) {
  type Point = { month: (typeof MONTHS)[number] } & Record<K, number | null>;
  const years = new Set([now.year, ...rows.map((r) => r.year)]);
  const toCome = (year: number, month: number) => year > now.year || (year === now.year && month > now.month);
  const series: Record<string, Point[]> = {};
  for (const year of years) {
    series[String(year)] = MONTHS.map((month, index) => {
      const row = rows.find((r) => r.year === year && r.month === index + 1);
      return { month, [key]: toCome(year, index + 1) ? null : (row?.[key] ?? 0) } as Point;
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
const toActivity = ({ type, date, listing_id, reason, field, ...details }: ActivityRow): ActivityItem => ({
  type,
  date: iso(date),
  details: type === 'listing_review' ? { ...details, listing_id, reason, field } : details,
});

/** The year and month of an instant in Pakistan time. */
function monthIn(now: Date): YearMonth {
  const [year, month] = karachiDate(now).split('-').map(Number);
  return { year: year!, month: month! };
}

/** The first steps' facts; the papers are complete when none of the type's documents is missing. */
const toSetup = ({ profile_data, ...row }: SetupRow): SupplierSetup => ({
  supplier_type: row.supplier_type,
  verification_status: row.verification_status,
  email_verified: row.email_verified,
  documents_complete: missingDocuments(row.supplier_type, profile_data).length === 0,
  bank_account: row.bank_account,
  first_listing_id: row.first_listing_id,
  availability: row.availability,
});

/** Every figure of GET /suppliers/{id}/dashboard, computed from the database at `now`. */
export async function buildDashboard(db: Queryable, supplierId: string, now: Date): Promise<DashboardReply> {
  const q = dashboardQueries(db);
  const [totals, ratings, created, travel, chats, activity, setup] = await Promise.all([
    q.monthTotals(supplierId, now),
    q.ratings(supplierId, now),
    q.monthly(supplierId, 'created', now),
    q.monthly(supplierId, 'travel', now),
    q.recentChats(supplierId, RECENT_CHATS),
    q.recentActivity(supplierId, RECENT_ACTIVITY, now),
    q.setup(supplierId, now),
  ]);
  const month = monthIn(now);
  return {
    summary: summarize(totals, ratings),
    sales: byYear(created, 'amount', month),
    bookings: byYear(created, 'count', month),
    revenues: byYear(travel, 'amount', month),
    recentChatUsers: chats.map(toChatUser),
    recentActivity: activity.map(toActivity),
    setup: toSetup(setup),
  };
}
