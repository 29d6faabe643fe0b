import type { ReactNode } from 'react';

import { Button, Portal, Stack, Text } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

import { useListingsStrings } from '../strings/listings-strings';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What the server answered when the action was refused, and what the person can do instead. */
  refusal?: ReactNode;
}

/** A question before an action that cannot be undone (My Listings' Deactivate and Delete, deleting a date change). */
export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onClose, refusal }: ConfirmDialogProps) {
  const t = useListingsStrings();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{text}</Text>
                {refusal}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('dialogs.cancel')}
              </Button>
              {!refusal && (
                <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                  {confirmLabel}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
