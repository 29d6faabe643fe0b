import { can, type Permission } from '@portal/contracts';

import { useSession } from './session-store';

/**
 * Whether the signed-in member's role has `permission`: screens hide what the server would refuse.
 * Without a role (sign-up not finished) everything shows and the server says what it refuses, as
 * before roles.
 */
export const useCan = (permission: Permission): boolean => useSession((session) => session.role === null || can(session.role, permission));
