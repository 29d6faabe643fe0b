import { useRef } from 'react';

import type { ListingRow } from '@portal/contracts';
import { Portal } from '@portal/ui';
import { Menu } from '@portal/ui/lists';

import { HiddenLabel } from '../common/phrase';
import { useListingsStrings } from '../strings/listings-strings';

const ROW_ACTIONS = ['view', 'edit', 'availability', 'duplicate', 'deactivate', 'delete'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** The row a menu is open for, and where: the point clicked, or the row's start when opened by key. */
export interface MenuTarget {
  row: ListingRow;
  point: { x: number; y: number };
}

/**
 * The action menu a row opens (spec section 2), at the point it was opened from. It closes on a
 * click outside or Escape, as the spec's menus do. A deactivated listing cannot be deactivated again.
 * The chosen action runs once the menu has gone: a dialog opened while the menu is still a layer
 * on the page would be dismissed with it. Closed without an action, the menu gives the focus back
 * to the row (`onDismiss`).
 */
export function RowActionsMenu({
  target,
  onAction,
  onClose,
  onDismiss,
}: {
  target: MenuTarget | null;
  onAction: (action: RowAction, row: ListingRow) => void;
  onClose: () => void;
  onDismiss: () => void;
}) {
  const t = useListingsStrings();
  const chosen = useRef<{ action: RowAction; row: ListingRow } | null>(null);
  const anchor = target?.point ?? { x: 0, y: 0 };
  const afterClose = () => {
    const next = chosen.current;
    chosen.current = null;
    if (next) onAction(next.action, next.row);
    else onDismiss();
  };
  return (
    <Menu.Root
      open={target !== null}
      onOpenChange={(details) => !details.open && onClose()}
      onSelect={(details) => {
        if (target) chosen.current = { action: details.value as RowAction, row: target.row };
      }}
      onExitComplete={afterClose}
      positioning={{ placement: 'bottom-start', getAnchorRect: () => ({ x: anchor.x, y: anchor.y, width: 1, height: 1 }) }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-labelledby="row-actions-label">
            <HiddenLabel
              id="row-actions-label"
              text={target ? t('myListings.actionsFor', { title: target.row.title }) : t('columns.actions')}
            />
            {ROW_ACTIONS.map((action) => (
              <Menu.Item
                key={action}
                value={action}
                disabled={action === 'deactivate' && target?.row.status === 'rejected'}
                color={action === 'delete' ? 'red.700' : undefined}
              >
                {t(`rowActions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
