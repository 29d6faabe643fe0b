import {
  EMAIL_MESSAGE,
  NO_ACCESS_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  REQUIRED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '@portal/contracts';

/**
 * The host's own words (namespace `host`): the layout, the signed-out pages, the fallback screens.
 * English is the spec's words exactly; tests find elements by them.
 */
export const hostEn = {
  brand: 'Supplier Portal',
  nav: {
    main: 'Main',
    navigation: 'Navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    viewProfile: 'View profile',
    dashboard: 'Dashboard',
    profile: 'Profile',
    booking: 'Booking',
    listing: 'Listing',
    messages: 'Messages',
    support: 'Support',
    reviews: 'Reviews',
    payouts: 'Payouts',
    team: 'Team',
  },
  header: {
    notifications: 'Notifications',
    logOut: 'Log Out',
    photo: "{{name}}'s photo",
    search: 'Search',
    searchPlaceholder: 'Search...',
    searchResults: 'Search results',
    closeSearch: 'Close search',
    searching: 'Searching...',
    searchFailed: 'Search failed. Try again.',
    noResults: 'No results for “{{typed}}”.',
  },
  notifications: {
    title: 'Notifications',
    bellUnread: 'Notifications, {{count}} unread',
    unreadSuffix: ', {{count}} unread',
    close: 'Close notifications',
    loading: 'Loading notifications...',
    loadFailed: 'Could not load your notifications.',
    empty: 'You have no notifications',
    loadMore: 'Load more',
    loadMoreFailed: 'Could not load more notifications. Please try again.',
    markAll: 'Mark all as read',
    markAllFailed: 'Could not mark all as read: {{message}}',
    markAllFailedPlain: 'Could not mark all as read. Please try again.',
    unread: 'New',
    view: 'View',
    // The notification centre's line per kind of live event (LIVE_EVENT_LABELS in contracts).
    messageReceived: 'New message',
    bookingCreated: 'New booking request',
    bookingConfirmed: 'Booking confirmed',
    bookingDeclined: 'Booking declined',
    bookingCancelled: 'Booking cancelled',
    bookingRescheduled: 'Booking rescheduled',
    listingApproved: 'Listing approved',
    listingRejected: 'Listing not approved',
    ticketAnswered: 'Support answered your ticket',
    ticketClosed: 'Ticket closed',
    reviewPosted: 'New review',
    payoutPaid: 'Payout paid',
    memberJoined: 'New team member',
  },
  business: {
    label: 'Business',
    unnamed: 'Unnamed business',
    switched: 'Switched to {{name}}',
    switchFailedBecause: 'Could not switch business: {{message}}',
    switchFailed: 'Could not switch business. Please try again.',
  },
  errors: {
    unexpected: 'Unexpected Application Error!',
    unexpectedLead: 'Something went wrong while showing this page.',
    backToDashboard: 'Back to dashboard',
    sectionUnavailable: 'This section is unavailable right now',
    sectionUnavailableLead: 'It could not be loaded. Other sections keep working; try again in a moment.',
    somethingWentWrong: 'Something went wrong',
  },
  legal: {
    contact: 'Contact',
    legalNotice: 'Legal notice',
    privacyPolicy: 'Privacy policy',
    supplierTerms: 'Supplier terms',
    backToSignIn: 'Back to sign in',
  },
  /** The legal pages' text, a paragraph a key; {{email}}, {{phone}} and {{dts}} are isolated for bidi. */
  legalText: {
    contact: {
      hours: 'Our supplier team answers within one working day, Monday to Saturday, 9:00 to 18:00 Pakistan time.',
      reach: 'E-mail: {{email}}. Phone: {{phone}}.',
      ticket: 'Signed-in suppliers can also open a support ticket from the Support section of the portal.',
    },
    legalNotice: {
      operator: 'This portal is operated by the marketplace company registered in Islamabad, Pakistan.',
      listings: 'Listings, prices and availability shown to travellers are provided by the suppliers who publish them.',
    },
    privacyPolicy: {
      details: 'We process the business and contact details you give us to verify your account, publish your listings and pay you.',
      customers: 'Customer details shared with you for a booking may be used only to deliver that booking.',
      rights: 'You can ask for a copy or the deletion of your data through a support ticket.',
    },
    supplierTerms: {
      review: 'New listings are reviewed within 6-12 hours and edits within 2-6 hours before they go live.',
      payouts: 'Payouts are made to the bank account in your profile after the service is delivered.',
      licences: 'Suppliers keep their licences (including {{dts}} where required) valid while their listings are live.',
    },
  },
  noAccess: {
    title: NO_ACCESS_MESSAGE,
    lead: 'Your role in this business does not include this page. The owner of the business can change your role on the Team page.',
    home: 'Go to your start page',
  },
  loading: 'Loading',
  login: {
    title: 'Sign in',
    lead: 'Manage your listings, bookings and payouts.',
    email: 'Email',
    password: 'Password',
    forgot: 'Forgot password?',
    submit: 'Sign In',
    submitting: 'Logging in...',
    newSupplier: 'New supplier?',
    createAccount: 'Create your supplier account',
    success: 'Login successful',
    failed: 'Login failed',
  },
  twoStep: {
    form: 'Two-step sign-in',
    lead: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Code',
    verify: 'Verify',
    verifying: 'Verifying...',
  },
  forgot: {
    title: 'Forgot your password?',
    lead: 'Enter the email address of your supplier account. We will send you a link to choose a new password.',
    form: 'Reset password',
    email: 'Email',
    submit: 'Send reset link',
    sending: 'Sending...',
    sendAgain: 'Send the link again',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    title: 'Set a new password',
    lead: 'Choose a new password for your supplier account: at least 6 characters.',
    form: 'Choose a new password',
    askAgain: 'Ask for a new link',
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Set new password',
    saving: 'Saving...',
    backToSignIn: 'Back to sign in',
  },
  /**
   * The schemas' messages the signed-out pages say (the contracts' words, and the catalogue's
   * Urdu): here so those small prerendered pages need not load the whole message catalogue.
   */
  pageMessages: {
    email: EMAIL_MESSAGE,
    required: REQUIRED_MESSAGE,
    passwordRequired: 'Password is required.',
    passwordLength: PASSWORD_LENGTH_MESSAGE,
    passwordMismatch: PASSWORD_MISMATCH_MESSAGE,
    linkInvalid: RESET_LINK_INVALID_MESSAGE,
  },
} as const;

export type HostStrings = typeof hostEn;

declare module '@portal/i18n' {
  interface PortalNamespaces {
    host: HostStrings;
  }
}
