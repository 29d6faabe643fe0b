import { Icon, IconButton } from '@portal/ui';

import { CountBadge } from '../count-badge';
import { useTabTitleCount } from './use-tab-title-count';
import { useBellLabel, useUnreadNotifications } from './use-unread-notifications';

/**
 * The header's bell: the unread count on it and in the tab's title; it opens the notification
 * centre. Mounted on every screen size (the header hides it below lg), so the title counts there too.
 */
export function NotificationBell({ onOpen, onIntent }: { onOpen: () => void; onIntent: () => void }) {
  const unread = useUnreadNotifications();
  useTabTitleCount(unread);
  const label = useBellLabel(unread);
  return (
    <IconButton
      aria-label={label}
      aria-haspopup="dialog"
      variant="ghost"
      size="sm"
      position="relative"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <Icon name="bell" />
      {unread > 0 && <CountBadge count={unread} corner={{ top: '-1.5', end: '-1.5' }} />}
    </IconButton>
  );
}
