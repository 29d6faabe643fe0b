import { infiniteQueryOptions, mutationOptions, queryOptions, skipToken } from '@tanstack/react-query';

import { type Notification, notificationEndpoints } from '@portal/contracts';

import { call, callPage, type Page } from './client';

/** How many notifications the centre shows at first, and adds with each "Load more". */
const NOTIFICATION_PAGE_SIZE = 10;

/** GET /notifications: one page of the member's notifications, newest first, and the total. */
export const listNotifications = (page: number) =>
  callPage(notificationEndpoints.listNotifications, { query: { page: String(page), pageSize: String(NOTIFICATION_PAGE_SIZE) } });

/** GET /notifications/unread-count: the bell's count. */
export const countUnreadNotifications = () => call(notificationEndpoints.countUnreadNotifications, {});

/** PATCH /notifications/{id}/read: answers the unread count. */
export const markNotificationRead = (id: string) => call(notificationEndpoints.markNotificationRead, { params: { id } });

/** POST /notifications/read-all: answers the unread count (0). */
export const markAllNotificationsRead = () => call(notificationEndpoints.markAllNotificationsRead, {});

/** The next page to ask for, while the pages loaded hold fewer than the total. */
const nextPage = (last: Page<Notification>, pages: Page<Notification>[]) =>
  pages.reduce((loaded, page) => loaded + page.rows.length, 0) < last.total ? pages.length + 1 : undefined;

/**
 * Every key starts with ['notifications']: the live client invalidates that root on each event, so
 * the bell and the centre follow without listening themselves. Back on the tab, they ask again
 * even within FRESH_MS (events may have arrived while the stream was asleep).
 */
export const notificationQueries = {
  all: ['notifications'] as const,
  /** Asks nothing without a business (sign-up not finished): notifications are a member's. */
  unread: (supplierId: string | null) =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'unread', supplierId],
      queryFn: supplierId ? countUnreadNotifications : skipToken,
      refetchOnWindowFocus: 'always',
    }),
  list: () =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all, 'list'],
      queryFn: ({ pageParam }) => listNotifications(pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      refetchOnWindowFocus: 'always',
    }),
};

/** The centre's lines, the pages joined; a line that moved to the next page as new ones arrived shows once. */
export function notificationsOf(pages: readonly Page<Notification>[] | undefined): Notification[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) => page.rows).filter((row) => !seen.has(row.id) && seen.add(row.id));
}

export const notificationMutations = {
  markRead: () =>
    mutationOptions({ mutationFn: (id: string) => markNotificationRead(id), meta: { invalidates: [notificationQueries.all] } }),
  markAllRead: () => mutationOptions({ mutationFn: markAllNotificationsRead, meta: { invalidates: [notificationQueries.all] } }),
};
