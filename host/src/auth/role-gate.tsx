import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';

import { canAny, type PermissionNeed } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Link, Page, Text } from '@portal/ui';

import { navEntriesFor } from '../layout/nav-entries';
import { useHostStrings } from '../strings/host-strings';

/** Where a member lands: the first section of the navigation their role may use (Profile at least). */
export function useHomePath(): string {
  const role = useSession((session) => session.role);
  return navEntriesFor(role)[0]!.to;
}

/** Said inside the layout when a member opens a page their role does not reach (the server refuses its data too). */
function NoAccess() {
  const home = useHomePath();
  const t = useHostStrings();
  return (
    <Page title={t('noAccess.title')}>
      <Text mb="3">{t('noAccess.lead')}</Text>
      <Link asChild color="teal.700" fontWeight="medium">
        <RouterLink to={home}>{t('noAccess.home')}</RouterLink>
      </Link>
    </Page>
  );
}

/**
 * Renders a route's screen only for a role with its permission: else the no-access page, or, for a
 * start page the role lacks (a guide's dashboard), the role's own start page.
 */
export function RoleGate({
  permission,
  isStartPage = false,
  children,
}: {
  permission?: PermissionNeed;
  isStartPage?: boolean;
  children: ReactNode;
}) {
  const role = useSession((session) => session.role);
  const home = useHomePath();
  // Without a role (sign-up not finished) the screens say what the server refuses, as before roles.
  if (permission === undefined || role === null || canAny(role, permission)) return children;
  return isStartPage ? <Navigate to={home} replace /> : <NoAccess />;
}
