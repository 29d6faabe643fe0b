import { useQuery } from '@tanstack/react-query';

import { notificationQueries } from '@portal/api';
import { useSession } from '@portal/session';

import { useHostStrings } from '../../strings/host-strings';
import { useFirstScreenShown } from '../first-screen';

/** The member's unread notifications (0 until known, and for a user without a business). */
export function useUnreadNotifications(): number {
  const supplierId = useSession((session) => session.supplierId);
  return useQuery({ ...notificationQueries.unread(supplierId), enabled: useFirstScreenShown() }).data?.unread ?? 0;
}

/** The bell's accessible name: the count is heard, not only seen. */
export function useBellLabel(unread: number): string {
  const t = useHostStrings();
  return unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.title');
}
