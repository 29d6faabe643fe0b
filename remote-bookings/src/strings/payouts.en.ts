import { LISTING_TYPE_LABELS } from '@portal/contracts';

/**
 * remote-bookings' words for My Payouts, a payout's statement and My Reviews (namespace
 * `payouts`; the bookings screens have `bookings`). English is the spec's words exactly; tests
 * find elements by them.
 */
export const payoutsEn = {
  payouts: {
    title: 'My Payouts',
    downloadCsv: 'Download CSV',
    all: 'All',
    search: 'Search by ID, Booking or Bank...',
    loadFailed: 'Could not load payouts.',
    caption: 'Payouts',
    loading: 'Loading payouts...',
    empty: 'No payouts found.',
    csvFailed: 'Could not download payouts. Please try again.',
    columns: {
      id: 'ID',
      due: 'Due on',
      booking: 'Booking ID',
      amount: 'Amount',
      processed: 'Processed on',
      from: 'From',
      status: 'Status',
    },
    sort: {
      due_desc: 'Due date (Newest first)',
      due_asc: 'Due date (Oldest first)',
      amount_asc: 'Amount (Low to high)',
      amount_desc: 'Amount (High to low)',
    },
  },
  // A payout's status and method as the server writes them, in words.
  status: {
    pending: 'pending',
    processed: 'processed',
    failed: 'failed',
  },
  method: {
    bank_transfer: 'BANK TRANSFER',
    easypaisa: 'EASYPAISA',
    jazzcash: 'JAZZCASH',
  },
  monthly: {
    title: 'Monthly statement',
    month: 'Statement month',
    pdf: 'Statement PDF',
    csv: 'Statement CSV',
    failed: 'Could not download the statement. Please try again.',
    // Beside the downloads in a language they are not in (ADR 0025: the PDF and the CSV are
    // English); in English nothing is said.
    inEnglish: '',
  },
  statement: {
    title: 'Payout statement',
    back: 'Back to My Payouts',
    goToPayouts: 'Go to My Payouts',
    heading: 'Payout #{{number}}',
    addsUp: "The lines below add up to {{net}}: gross less the marketplace's commission and refunds, plus adjustments.",
    caption: 'Bookings paid',
    loading: 'Loading statement...',
    empty: 'This payout pays no bookings.',
    notFound: 'Payout not found',
    notFoundLead: 'This payout does not exist or is not one of yours.',
    loadFailed: 'Could not load this statement.',
    loadFailedLead: 'Please check your connection and try again.',
    retry: 'Retry',
    // Between a payout's method and its bank.
    separator: ', ',
    totals: 'Totals',
    columns: {
      booking: 'Booking ID',
      customer: 'Customer',
      tour: 'Tour',
      date: 'Trip date',
      gross: 'Gross',
      commission: 'Commission',
      refund: 'Refund',
      adjustment: 'Adjustment',
      net: 'Net',
    },
  },
  reviews: {
    title: 'My Reviews',
    loadFailed: 'Could not load reviews.',
    loading: 'Loading reviews...',
    empty: 'No reviews found.',
    list: 'Reviews',
    showing: 'Showing {{shown}} of {{total}}',
    summary: 'Review summary',
    summaryLoading: 'Loading summary...',
    summaryFailed: 'Could not load the review summary.',
    count: '{{count}} Reviews',
    ratingBar: '{{rating}} stars: {{count}}',
    rated: 'Rated {{rating}} out of 5',
    show: 'Show reviews',
    all: 'All',
    unanswered: 'Unanswered',
    search: 'Search reviews or customers...',
    filter: 'Filter',
    allListings: 'All listings',
    sort: 'Sort',
    newest: 'Newest First',
    oldest: 'Oldest First',
    cardLabel: 'Review by {{name}}',
    noText: 'No written review.',
    noBooking: 'No booking',
    booking: 'Booking #{{number}}',
    yourReply: 'Your reply',
    reply: 'Reply',
  },
  reply: {
    title: 'Reply to {{name}}',
    label: 'Your public reply',
    help: 'Shown under the review. You can reply once.',
    cancel: 'Cancel',
    submit: 'Post reply',
    posted: 'Reply posted',
    alreadyReplied: 'This review already has a reply.',
    failed: 'Could not post your reply. Please try again.',
  },
  // The spec's words for the two types of its filter (Tours, Treks), and each listing type's name.
  typesPlural: {
    tour: 'Tours',
    trek: 'Treks',
  },
  types: LISTING_TYPE_LABELS,
} as const;

export type PayoutsStrings = typeof payoutsEn;

declare module '@portal/i18n' {
  interface PortalNamespaces {
    payouts: PayoutsStrings;
  }
}
