/**
 * The inbox's words (namespace `messaging`): the conversation list, the thread, the message box.
 * English is the spec's words exactly; tests find elements by them.
 */
export const messagingEn = {
  inbox: {
    title: 'My Inbox',
    loadingChats: 'Loading chats...',
    chatsFailed: 'Could not load chats',
    loadingConversation: 'Loading conversation...',
    notFound: 'Conversation not found',
    notFoundLead: 'This booking does not exist or is not one of yours.',
    conversations: 'Conversations',
    closeConversations: 'Close conversations',
  },
  empty: {
    title: 'No conversations yet.',
    lead: 'Messages from customers about their bookings appear here. You can also write first from a booking.',
    goToBookings: 'Go to My Bookings',
  },
  list: {
    title: 'Messages',
    unread: '{{count}} unread',
  },
  thread: {
    conversationWith: 'Conversation with',
    loadingMessages: 'Loading messages...',
    messagesFailed: 'Failed to load messages',
    noMessages: 'No messages yet. Write the first one.',
    cannotMessage: 'This customer cannot be messaged: the booking has no customer account.',
    sendFailed: 'Failed to send message.',
    today: 'Today',
    yesterday: 'Yesterday',
    attachment: 'Attachment',
    attachmentOfType: 'Attachment ({{type}})',
  },
  composer: {
    attachment: 'Attachment',
    attachFile: 'Attach a file',
    message: 'Message',
    placeholder: 'Send a message...',
    send: 'Send',
    remove: 'Remove {{name}}',
  },
} as const;

export type MessagingStrings = typeof messagingEn;

declare module '@portal/i18n' {
  interface PortalNamespaces {
    messaging: MessagingStrings;
  }
}
