import { useLocation, useNavigate } from 'react-router-dom';

import { useLiveConnection, useLiveEvent } from '@portal/api';
import { LIVE_EVENT_LABELS, TOASTED_LIVE_EVENT_KINDS } from '@portal/contracts';
import { toast } from '@portal/ui';

/**
 * The signed-in portal's live updates: the tab's event stream (every screen's data follows it) and
 * a toast, with a link, for the few events worth interrupting for; not for the screen already open
 * on the object (the conversation being read shows the message itself).
 */
export function useLiveUpdates(): void {
  useLiveConnection();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useLiveEvent((event) => {
    if (!TOASTED_LIVE_EVENT_KINDS.includes(event.kind) || event.link === pathname + search) return;
    toast.info(`${LIVE_EVENT_LABELS[event.kind]}: ${event.subject}`, {
      label: 'View',
      href: event.link,
      follow: (href) => void navigate(href),
    });
  });
}
