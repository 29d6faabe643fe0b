import { useLocation, useNavigate } from 'react-router-dom';

import { useLiveConnection, useLiveEvent } from '@portal/api';
import { isToasted } from '@portal/contracts';
import { toast } from '@portal/ui';

import { useHostStrings } from '../strings/host-strings';
import { useFirstScreenShown } from './first-screen';
import { KIND_WORDS } from './notifications/kind-words';

/**
 * The signed-in portal's live updates: the tab's event stream (every screen's data follows it) and
 * a toast, with a link, for the few events worth interrupting for; not for the screen already open
 * on the object (the conversation being read shows the message itself). The stream opens once the
 * page's first screen has shown, like the header's counts (first-screen.ts). A component of its own,
 * which renders nothing: the first screen's flag and every navigation re-render it, and in the
 * layout's body they re-rendered the whole frame (a long task on a phone, issue 35).
 */
export function LiveUpdates(): null {
  useLiveConnection(useFirstScreenShown());
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const t = useHostStrings();
  useLiveEvent((event) => {
    if (!isToasted(event.kind) || event.link === pathname + search) return;
    toast.info(`${t(KIND_WORDS[event.kind])}: ${event.subject}`, {
      label: t('notifications.view'),
      href: event.link,
      follow: (href) => void navigate(href),
    });
  });
  return null;
}
