import { can, canAny, LIVE_EVENT_KINDS, LIVE_EVENT_PERMISSION, type LiveEventKind, type Role } from '@portal/contracts';

/** The kinds of event a role hears of in the whole business, and those it hears of only for the bookings assigned to the member. */
export interface VisibleKinds {
  whole: LiveEventKind[];
  assigned: LiveEventKind[];
}

/**
 * What a member's role lets them hear of. A kind's need lists the whole business's permission
 * first ('bookings.read' before 'bookings.read-assigned'): a role with only a later one (a guide)
 * hears of the kind for the bookings assigned to them, as their lists show them.
 */
export function visibleKinds(role: Role | null): VisibleKinds {
  const kinds: VisibleKinds = { whole: [], assigned: [] };
  for (const kind of LIVE_EVENT_KINDS) {
    const need = LIVE_EVENT_PERMISSION[kind];
    const everything = typeof need === 'string' ? need : need[0]!;
    if (can(role, everything)) kinds.whole.push(kind);
    else if (canAny(role, need)) kinds.assigned.push(kind);
  }
  return kinds;
}
