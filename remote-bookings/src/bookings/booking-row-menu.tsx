import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { type Booking, bookingDisplayId, paths } from '@portal/contracts';
import { useCan } from '@portal/session';
import { Button, Portal } from '@portal/ui';
import { Menu } from '@portal/ui/lists';

import { useConfirmBooking } from '../common/use-confirm-booking';
import { useBookingsStrings } from '../strings/bookings-strings';

type RowAction = 'view' | 'confirm' | 'decline' | 'message' | 'departure';

/**
 * A pending booking can be answered from the list, by a role that decides; every booking can be
 * opened or messaged; one still on its listing's departure opens that departure's list.
 */
const actionsOf = (booking: Booking, mayDecide: boolean): RowAction[] => [
  ...(mayDecide && booking.booking_status === 'pending'
    ? (['view', 'confirm', 'decline', 'message'] as const)
    : (['view', 'message'] as const)),
  ...(booking.listing_id && booking.booking_status !== 'cancelled' ? (['departure'] as const) : []),
];

/**
 * The Actions menu of a My Bookings row. The chosen action runs once the menu has gone: a dialog
 * opened while the menu is still a layer on the page would be dismissed with it.
 */
export function BookingRowMenu({ booking, onDecline }: { booking: Booking; onDecline: (booking: Booking) => void }) {
  const navigate = useNavigate();
  const t = useBookingsStrings();
  const label = t('list.actionsFor', { id: bookingDisplayId(booking) });
  const { confirm } = useConfirmBooking();
  const mayDecide = useCan('bookings.decide');
  const chosen = useRef<RowAction | null>(null);
  const run: Record<RowAction, () => void> = {
    view: () => void navigate(paths.bookingInfo(booking.booking_id)),
    confirm: () => confirm(booking),
    decline: () => onDecline(booking),
    message: () => void navigate(paths.inboxConversation(booking.booking_id)),
    departure: () => void navigate(paths.departureList(booking.listing_id!, booking.selected_date, booking.start_time)),
  };
  const afterClose = () => {
    const action = chosen.current;
    chosen.current = null;
    if (action) run[action]();
  };
  return (
    <Menu.Root
      onSelect={(details) => {
        chosen.current = details.value as RowAction;
      }}
      onExitComplete={afterClose}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={label}>
          {t('list.actions')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={label}>
            {actionsOf(booking, mayDecide).map((action) => (
              <Menu.Item key={action} value={action} color={action === 'decline' ? 'red.700' : undefined}>
                {t(`list.menu.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
