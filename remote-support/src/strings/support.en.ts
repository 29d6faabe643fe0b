/**
 * Support's words (namespace `support`): the ticket list, opening a ticket, a ticket's page.
 * English is the spec's words exactly; tests find elements by them.
 */
export const supportEn = {
  list: {
    title: 'Support',
    openTicket: 'Open Ticket',
    tabOpen: 'Open',
    tabClosed: 'Closed',
    sortBy: 'Sort by',
    newest: 'Newest First',
    oldest: 'Oldest First',
    search: 'Search by ID, related to or subject',
    failed: 'Could not load tickets.',
    caption: 'Support tickets',
    loading: 'Loading tickets...',
    empty: 'No tickets found.',
  },
  columns: {
    id: 'ID',
    relatedTo: 'Related to',
    opened: 'Opened',
    subject: 'Subject',
    closed: 'Closed',
    status: 'Status',
  },
  status: {
    open: 'Open',
    closed: 'Closed',
  },
  topics: {
    Bookings: 'Bookings',
    Payouts: 'Payouts',
    Listings: 'Listings',
    Account: 'Account',
    Technical: 'Technical',
    Other: 'Other',
  },
  open: {
    title: 'Open Ticket',
    loading: 'Loading ticket...',
    followUpFailed: 'The ticket to follow up could not be loaded; describe it below.',
    followUpTo: 'Follow-up to {{id}}',
    followUpPrefix: 'Follow-up: ',
    relatedTo: 'Related to',
    subject: 'Subject',
    description: 'Description',
    attachment: 'Attachment',
    attachmentHelp: 'One image, PDF, DOCX or TXT file, up to 5 MB.',
    cancel: 'Cancel',
    submit: 'Submit Ticket',
    unexpected: 'Unexpected error occurred.',
  },
  ticket: {
    detailTitle: 'Ticket details',
    openTitle: 'Open ticket',
    closedTitle: 'Closed ticket',
    number: 'Ticket {{id}}',
    ticketId: 'Ticket ID',
    relatedTo: 'Related to',
    opened: 'Opened',
    closed: 'Closed',
    description: 'Description',
    attachment: 'Attachment:',
    loading: 'Loading ticket...',
    notFound: 'Ticket not found',
    notFoundLead: 'This ticket does not exist or is not one of yours.',
    failed: 'Failed to fetch ticket details.',
    retry: 'Retry',
    idMissing: 'Ticket ID is missing',
    idMissingLead: 'Choose a ticket in Support to see its details.',
    goToSupport: 'Go to Support',
    noOpen: 'No open tickets.',
    noClosed: 'No closed tickets.',
  },
  conversation: {
    title: 'Conversation',
    none: 'No responses yet.',
    admin: 'Admin Response',
    you: 'You',
  },
  respond: {
    label: 'Admin Response',
    add: 'Add Response',
    failed: 'Failed to add admin response.',
  },
  close: {
    button: 'Close Ticket',
    failed: 'Failed to close the ticket.',
    done: 'Ticket closed.',
    confirmTitle: 'Close this ticket?',
    confirmLead: 'No more responses can be added once it is closed. You can still create a follow-up.',
    keepOpen: 'Keep open',
    confirm: 'Yes, close ticket',
    followUp: 'Create a follow-up',
  },
} as const;

export type SupportStrings = typeof supportEn;

declare module '@portal/i18n' {
  interface PortalNamespaces {
    support: SupportStrings;
  }
}
