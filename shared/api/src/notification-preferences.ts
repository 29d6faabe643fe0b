import { mutationOptions, queryOptions } from '@tanstack/react-query';

import { notificationPreferenceEndpoints, type NotificationPreferences } from '@portal/contracts';

import { call } from './client';

/** The signed-in member's e-mail choices per kind (the defaults until they save). */
export const getNotificationPreferences = () => call(notificationPreferenceEndpoints.getNotificationPreferences, {});

/** Every kind on or off; answers what was saved. */
export const saveNotificationPreferences = (preferences: NotificationPreferences) =>
  call(notificationPreferenceEndpoints.saveNotificationPreferences, { body: preferences });

// Not under ['notifications']: the live client refreshes that root on every event, and these do not change with events.
export const notificationPreferenceQueries = {
  all: ['notification-preferences'] as const,
  mine: () => queryOptions({ queryKey: notificationPreferenceQueries.all, queryFn: getNotificationPreferences }),
};

export const notificationPreferenceMutations = {
  /** The saved choices the server answers replace the cached ones. */
  save: () =>
    mutationOptions({
      mutationFn: saveNotificationPreferences,
      onSuccess: (saved, _variables, _result, { client }) => client.setQueryData(notificationPreferenceQueries.all, saved),
    }),
};
