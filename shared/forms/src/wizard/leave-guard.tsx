import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

import { ConfirmDialog } from '@portal/ui/overlays';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';

/**
 * While `when` holds, leaving is confirmed first: the browser's own prompt for a reload, a closed
 * tab or another site (beforeunload), and a dialog for a move inside the portal (the router's
 * blocker; it needs the data router the host and the test kit give).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const blocked = blocker.state === 'blocked';
  const t = useFormsWizardStrings();
  return (
    <ConfirmDialog
      open={blocked}
      placement="center"
      title={t('leave.title')}
      text={t('leave.body')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
