import { Button, Portal, Text } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

export interface CloseTicketDialogProps {
  open: boolean;
  closing: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Closing cannot be undone (a closed ticket takes no responses), so it is confirmed first. */
export function CloseTicketDialog({ open, closing, onOpenChange, onConfirm }: CloseTicketDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Close this ticket?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>No more responses can be added once it is closed. You can still create a follow-up.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={closing}>
                Keep open
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={closing}>
                Yes, close ticket
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
