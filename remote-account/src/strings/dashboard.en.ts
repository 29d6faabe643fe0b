import { LISTING_TYPE_LABELS } from '@portal/contracts';

/**
 * remote-account's words for the dashboard (its charts included) and the activity log (namespace
 * `dashboard`; profile and team have `account`). English is the spec's words exactly; tests find
 * elements by them.
 */
export const dashboardEn = {
  welcome: 'Welcome, {{name}}',
  nameLoading: '...',
  finishSignup: 'Finish your supplier sign-up to see your dashboard.',
  continueSignup: 'Continue sign-up',
  loadFailed: 'Could not load your dashboard.',
  loading: 'Loading dashboard...',
  cards: {
    revenue: "This month's revenue",
    bookings: 'Bookings this month',
    average: 'Average booking value',
    rating: 'Your overall ratings',
    vsLastMonth: 'vs last month',
  },
  charts: {
    revenueComparison: 'Revenue Comparison',
    bookings: 'Bookings',
    revenue: 'Revenue',
    salesCounts: 'PKR of the bookings made each month, by the month they were made; cancelled bookings are not counted.',
    bookingsCounts: 'Bookings made each month; cancelled bookings are not counted.',
    revenuesCounts: 'PKR earned from trips taken, by the month of travel; a booking counts here once its trip has happened.',
    noBookings: 'No bookings yet: this chart fills in as they arrive.',
    noTrips: 'No trips taken yet: this chart fills in as your customers travel.',
    byMonth: '{{title}} by month',
    month: 'Month',
    chart: '{{title}} chart',
  },
  // The charts' months, as the spec's MONTHS writes them.
  months: {
    jan: 'Jan',
    feb: 'Feb',
    mar: 'Mar',
    apr: 'Apr',
    may: 'May',
    jun: 'Jun',
    jul: 'Jul',
    aug: 'Aug',
    sep: 'Sep',
    oct: 'Oct',
    nov: 'Nov',
    dec: 'Dec',
  },
  firstSteps: {
    title: 'First steps',
    verifyEmail: 'Verify your email address',
    documents: 'Upload your verification documents',
    bank: 'Add your bank account details',
    firstListing: 'Create your first listing',
    availability: 'Set the dates your listing can be booked',
    goToProfile: 'Go to My Profile',
    add: 'Add {{type}}',
    manageAvailability: 'Manage Availability',
    accountStatus: 'Account status:',
    live: 'Live',
    awaiting: 'Awaiting verification',
    awaitingLead: 'Our team checks your details and documents; your listings go live once your account is verified.',
    done: 'Done',
    toDo: 'To do',
  },
  types: LISTING_TYPE_LABELS,
  messages: {
    title: 'Messages',
    viewAll: 'View all',
    empty: 'No messages yet.',
  },
  recent: {
    title: 'Recent Activity',
    empty: 'No recent activity yet.',
    booking: 'Booking',
    payout: 'Payout',
    review: 'Review',
    listing: 'Listing',
    aCustomer: 'A customer',
    aListing: 'a listing',
    theListing: 'A listing',
    booked: '{{customer}} booked {{listing}}',
    payoutFor: 'Payout {{status}} for {{listing}}',
    approved: '{{listing}} was approved and is live',
    notApproved: '{{listing}} was not approved: {{reason}}',
    notApprovedField: '{{listing}} was not approved ({{field}}): {{reason}}',
    noReason: 'no reason given',
    rated: '{{customer}} rated {{listing}} {{rating}}/5',
  },
  // A booking's or a payout's status as the server writes it, in words.
  status: {
    pending: 'pending',
    confirmed: 'confirmed',
    completed: 'completed',
    cancelled: 'cancelled',
    declined: 'declined',
    processed: 'processed',
    failed: 'failed',
  },
  activity: {
    title: 'Activity log',
    loadFailed: 'Could not load the activity log.',
    loading: 'Loading activity...',
    empty: 'No activity found.',
    when: 'When',
    member: 'Member',
    what: 'What',
    object: 'Object',
    from: 'From',
    to: 'To',
    all: 'All',
    clear: 'Clear filters',
    gone: 'No longer available',
    open: 'Open',
    openLabel: 'Open {{summary}}',
  },
  // ACTIVITY_KIND_LABELS of @portal/contracts, by kind ('listing.created' as listing_created: a dot separates keys).
  kinds: {
    listing_created: 'Listing created',
    listing_edited: 'Listing edited',
    listing_submitted: 'Listing submitted for review',
    listing_deactivated: 'Listing deactivated',
    listing_deleted: 'Listing deleted',
    availability_changed: 'Availability changed',
    booking_confirmed: 'Booking confirmed',
    booking_declined: 'Booking declined',
    booking_cancelled: 'Booking cancelled',
    booking_rescheduled: 'Booking rescheduled',
    booking_assigned: 'Booking assigned to a guide',
    departure_cancelled: 'Departure cancelled',
    bank_changed: 'Bank details changed',
    member_invited: 'Member invited',
    member_removed: 'Member removed',
    member_role_changed: 'Role changed',
    export_bookings: 'Bookings CSV downloaded',
    export_payouts: 'Payouts CSV downloaded',
    export_statement: 'Statement downloaded',
  },
} as const;

export type DashboardStrings = typeof dashboardEn;

declare module '@portal/i18n' {
  interface PortalNamespaces {
    dashboard: DashboardStrings;
  }
}
