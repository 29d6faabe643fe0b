import type { Translation } from '@portal/i18n';

import type { MessagingStrings } from './messaging.en';

/** The inbox's words in Urdu; the trade's terms as docs/glossary-ur.md fixes them. */
export const messagingUr: Translation<MessagingStrings> = {
  inbox: {
    title: 'میرا اِن باکس',
    loadingChats: 'گفتگوئیں لوڈ ہو رہی ہیں...',
    chatsFailed: 'گفتگوئیں لوڈ نہیں ہو سکیں',
    loadingConversation: 'گفتگو لوڈ ہو رہی ہے...',
    notFound: 'گفتگو نہیں ملی',
    notFoundLead: 'یہ بکنگ موجود نہیں یا آپ کی نہیں ہے۔',
    conversations: 'گفتگوئیں',
    closeConversations: 'گفتگوئیں بند کریں',
  },
  empty: {
    title: 'ابھی کوئی گفتگو نہیں۔',
    lead: 'گاہکوں کے ان کی بکنگز کے بارے میں پیغامات یہاں نظر آتے ہیں۔ آپ کسی بکنگ سے خود بھی پہلا پیغام لکھ سکتے ہیں۔',
    goToBookings: 'میری بکنگز پر جائیں',
  },
  list: {
    title: 'پیغامات',
    unread: '{{count}} نہیں پڑھے گئے',
  },
  thread: {
    conversationWith: 'گفتگو:',
    loadingMessages: 'پیغامات لوڈ ہو رہے ہیں...',
    messagesFailed: 'پیغامات لوڈ نہیں ہو سکے',
    noMessages: 'ابھی کوئی پیغام نہیں۔ پہلا پیغام آپ لکھیں۔',
    cannotMessage: 'اس گاہک کو پیغام نہیں بھیجا جا سکتا: اس بکنگ کا کوئی گاہک اکاؤنٹ نہیں۔',
    sendFailed: 'پیغام نہیں بھیجا جا سکا۔',
    today: 'آج',
    yesterday: 'کل',
    attachment: 'منسلک فائل',
    attachmentOfType: 'منسلک فائل ({{type}})',
  },
  composer: {
    attachment: 'منسلک فائل',
    attachFile: 'فائل منسلک کریں',
    message: 'پیغام',
    placeholder: 'پیغام لکھیں...',
    send: 'بھیجیں',
    remove: '{{name}} ہٹائیں',
  },
};
