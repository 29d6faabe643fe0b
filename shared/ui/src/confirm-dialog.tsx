import { Alert, Button, Dialog, type DialogRootProps, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question's lead: what the action does and what follows from it. */
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape, the backdrop and the close of the dialog all call this. */
  onClose: () => void;
  /** While the action runs: Confirm shows a spinner, Cancel is disabled. */
  busy?: boolean;
  /** What the server answered when it refused the action, shown as an error under the text. */
  refusal?: string | null;
  /** Shown under the text (and the refusal), for example a way out the refusal names. */
  children?: ReactNode;
  /** Confirm is left out (the action cannot be taken now, as `children` explains). */
  hideConfirm?: boolean;
  placement?: DialogRootProps['placement'];
}

/**
 * A question before an action that cannot be undone (delete, remove, close, leave): a title, a
 * lead, Cancel and a red Confirm. An alert dialog: focus moves into it, Escape cancels.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    text,
    confirmLabel,
    cancelLabel,
    onConfirm,
    onClose,
    busy = false,
    refusal,
    children,
    hideConfirm,
    placement,
  } = props;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" placement={placement}>
      <Portal>
        <Dialog.Backdrop />
        {/* A centred dialog keeps off a phone's edges. */}
        <Dialog.Positioner px={placement === 'center' ? '4' : undefined}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{text}</Text>
                {refusal && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{refusal}</Alert.Title>
                  </Alert.Root>
                )}
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              {!hideConfirm && (
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
