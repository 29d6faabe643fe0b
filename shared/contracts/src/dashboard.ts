import * as v from 'valibot';

import { SupplierTypeSchema } from './suppliers';

/** Month labels of every dashboard series, in order (spec section 9). */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const MonthSchema = v.picklist(MONTHS);
export type Month = v.InferOutput<typeof MonthSchema>;

/** A percentage change against last month, one decimal; null when there is nothing to compare with. */
const ChangeSchema = v.nullable(v.number());

export const DashboardSummarySchema = v.object({
  /** Total price of this month's bookings that are not cancelled, in whole rupees. */
  revenueThisMonth: v.number(),
  revenueChange: ChangeSchema,
  /** Bookings made this month that are not cancelled. */
  bookingsThisMonth: v.number(),
  bookingsChange: ChangeSchema,
  avgBookingValue: v.number(),
  avgBookingValueChange: ChangeSchema,
  /** Average of every review's rating, one decimal; null when there are no reviews (shown as '-', not '0.0'). */
  avgRating: v.nullable(v.number()),
  /** How this month's reviews moved the overall rating, against the rating at the start of the month. */
  ratingChange: ChangeSchema,
});
export type DashboardSummary = v.InferOutput<typeof DashboardSummarySchema>;

/** A month's figure; null for a month still to come, which has no figure yet (0 would draw a fall to nothing). */
const MonthlyAmountSchema = v.object({ month: MonthSchema, amount: v.nullable(v.number()) });
const MonthlyCountSchema = v.object({ month: MonthSchema, count: v.nullable(v.number()) });
export type MonthlyAmount = v.InferOutput<typeof MonthlyAmountSchema>;
export type MonthlyCount = v.InferOutput<typeof MonthlyCountSchema>;

/** Twelve points (Jan to Dec) per year, keyed by the year ('2026'). */
const ByYear = <S extends v.GenericSchema>(point: S) => v.record(v.pipe(v.string(), v.regex(/^\d{4}$/)), v.array(point));

export const RecentChatUserSchema = v.object({
  user_id: v.string(),
  /** The booking whose conversation holds the latest message: the dashboard's row opens it in the inbox. */
  booking_id: v.string(),
  full_name: v.string(),
  profile_photo: v.nullable(v.string()),
  last_message: v.string(),
  last_message_time: v.string(),
});
export type RecentChatUser = v.InferOutput<typeof RecentChatUserSchema>;

/** listing_review: the marketplace team's decision on a listing (spec/listings.md section 1). */
export const ACTIVITY_TYPES = ['booking', 'payout', 'review', 'listing_review'] as const;

export const ActivityItemSchema = v.object({
  type: v.picklist(ACTIVITY_TYPES),
  date: v.string(),
  details: v.object({
    customer: v.nullable(v.string()),
    listing: v.nullable(v.string()),
    amount: v.nullable(v.number()),
    /** A booking's or payout's status; for listing_review the decision, 'approved' or 'rejected'. */
    status: v.nullable(v.string()),
    rating: v.nullable(v.number()),
    /** The booking the activity is about (booking, payout, review): the dashboard's row opens it; null when there is none. */
    booking_id: v.nullable(v.string()),
    /** listing_review: the listing decided on, which the dashboard's row finds in My Listings. */
    listing_id: v.optional(v.nullable(v.string())),
    /** listing_review: the team's reason for a rejection. */
    reason: v.optional(v.nullable(v.string())),
    /** listing_review: the field the reason is about ('meta_data.photos'), when the team named one. */
    field: v.optional(v.nullable(v.string())),
  }),
});
export type ActivityItem = v.InferOutput<typeof ActivityItemSchema>;

/**
 * What a new supplier still has to do before selling, in order (the dashboard's first steps), and
 * the team's approval of the business. The dashboard's reply carries these facts so the checklist
 * costs the first load no request of its own.
 */
export const SupplierSetupSchema = v.object({
  supplier_type: SupplierTypeSchema,
  /** The team's approval of the business: awaiting_verification until it has checked it. */
  verification_status: v.picklist(['awaiting_verification', 'verified']),
  email_verified: v.boolean(),
  /** Every verification document of the type is uploaded. */
  documents_complete: v.boolean(),
  bank_account: v.boolean(),
  /** The oldest listing of a kind the supplier sells (SUPPLIER_LISTING_TYPES); null before there is one. */
  first_listing_id: v.nullable(v.string()),
  /** A listing of that kind has dates it can be booked on, today or later. */
  availability: v.boolean(),
});
export type SupplierSetup = v.InferOutput<typeof SupplierSetupSchema>;

/**
 * GET /suppliers/{id}/dashboard. `sales` is the value of bookings by the month they were made (what
 * the Revenue Comparison chart compares year on year); `revenues` is the money of trips taken, by
 * the month of travel (earned once the trip has happened, so no month to come has any); `bookings`
 * counts bookings by the month they were made. Cancelled bookings count nowhere. Months after the
 * current one are null.
 */
export const DashboardReplySchema = v.object({
  summary: DashboardSummarySchema,
  sales: ByYear(MonthlyAmountSchema),
  bookings: ByYear(MonthlyCountSchema),
  revenues: ByYear(MonthlyAmountSchema),
  recentChatUsers: v.array(RecentChatUserSchema),
  recentActivity: v.array(ActivityItemSchema),
  setup: SupplierSetupSchema,
});
export type DashboardReply = v.InferOutput<typeof DashboardReplySchema>;
