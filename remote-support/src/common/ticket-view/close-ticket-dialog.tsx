import { Button, Portal, Text } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

import { useSupportStrings } from '../../strings/support-strings';

export interface CloseTicketDialogProps {
  open: boolean;
  closing: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Closing cannot be undone (a closed ticket takes no responses), so it is confirmed first. */
export function CloseTicketDialog({ open, closing, onOpenChange, onConfirm }: CloseTicketDialogProps) {
  const t = useSupportStrings();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('close.confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('close.confirmLead')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={closing}>
                {t('close.keepOpen')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={closing}>
                {t('close.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
