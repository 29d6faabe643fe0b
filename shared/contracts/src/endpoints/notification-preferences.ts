import { NotificationPreferencesSchema } from '../notification-preferences';
import { defineEndpoint } from './define';

const tags = ['users'];

/** The signed-in member's own e-mail choices (issue 38): per member, so per business too. */
export const notificationPreferenceEndpoints = {
  getNotificationPreferences: defineEndpoint({
    method: 'GET',
    path: '/users/notification-preferences',
    tags,
    access: 'supplier',
    permission: 'any member',
    reply: NotificationPreferencesSchema,
    summary: "The member's e-mail notification preferences, on or off per kind (the defaults until they save)",
  }),
  saveNotificationPreferences: defineEndpoint({
    method: 'PUT',
    path: '/users/notification-preferences',
    tags,
    access: 'supplier',
    permission: 'any member',
    body: NotificationPreferencesSchema,
    reply: NotificationPreferencesSchema,
    summary:
      "Save the member's e-mail notification preferences, every kind on or off; a kind their role does not see is kept but never e-mailed",
  }),
};
