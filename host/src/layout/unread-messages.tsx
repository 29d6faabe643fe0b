import { useQuery } from '@tanstack/react-query';

import { messageQueries } from '@portal/api';
import { useSession } from '@portal/session';
import { VisuallyHidden } from '@portal/ui';

import { useHostStrings } from '../strings/host-strings';
import { CountBadge } from './count-badge';
import { useFirstScreenShown } from './first-screen';

/** Customers' messages not read yet, over every conversation (the live client refreshes the list on each message). */
function useUnreadMessages(): number {
  const userId = useSession((session) => session.userId);
  const chats = useQuery({ ...messageQueries.chats(userId), enabled: useFirstScreenShown() });
  return (chats.data ?? []).reduce((sum, chat) => sum + chat.unread_count, 0);
}

/** The Messages entry's count: a badge on the icon in the rail, at the end of the drawer's line; heard as ", 3 unread". */
export function UnreadMessages({ rail }: { rail: boolean }) {
  const unread = useUnreadMessages();
  const t = useHostStrings();
  if (unread === 0) return null;
  return (
    <>
      <CountBadge count={unread} corner={rail ? { top: '0.5', end: '2' } : undefined} />
      <VisuallyHidden>{t('notifications.unreadSuffix', { count: unread })}</VisuallyHidden>
    </>
  );
}
