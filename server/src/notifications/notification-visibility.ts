import { BELL_LIVE_EVENT_KINDS, type BellLiveEventKind, liveEventReach, type Role } from '@portal/contracts';

/** The kinds of event a role hears of in the whole business, and those it hears of only for the bookings assigned to the member. */
export interface VisibleKinds {
  whole: BellLiveEventKind[];
  assigned: BellLiveEventKind[];
}

/** What a member's role lets them hear of in the bell (liveEventReach; the quiet kinds are not listed): in the whole business, or for their assigned bookings. */
export function visibleKinds(role: Role | null): VisibleKinds {
  const kinds: VisibleKinds = { whole: [], assigned: [] };
  for (const kind of BELL_LIVE_EVENT_KINDS) {
    const reach = liveEventReach(role, kind);
    if (reach === 'business') kinds.whole.push(kind);
    else if (reach === 'assigned') kinds.assigned.push(kind);
  }
  return kinds;
}
