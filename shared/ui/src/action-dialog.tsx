import { Button, Dialog, type DialogRootProps, Portal } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

export interface ActionDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the person reads or fills in before the action. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Confirm's handler. */
  onConfirm?: () => void;
  /** Instead of `onConfirm`: the dialog is a form, and Confirm (or Enter in a field) submits it. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Cancel, Escape, the backdrop and the close of the dialog all call this. */
  onClose: () => void;
  /** While the action runs: Confirm shows a spinner, Cancel is disabled. */
  busy?: boolean;
  /** danger: a red Confirm, for an action that cannot be undone. */
  tone?: 'danger' | 'default';
  /** alertdialog: a question the person must answer before going on (screen readers announce it so). */
  role?: 'dialog' | 'alertdialog';
  /** Confirm is left out (the action cannot be taken now, as `children` explains). */
  hideConfirm?: boolean;
  placement?: DialogRootProps['placement'];
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
}

/** An action asked for in a dialog: a title, what to read or fill in, Cancel and Confirm. Focus moves into it, Escape cancels. */
export function ActionDialog(props: ActionDialogProps) {
  const { open, title, children, cancelLabel, confirmLabel, onConfirm, onSubmit, onClose, busy = false, tone = 'default' } = props;
  const { role = 'dialog', hideConfirm, placement, size, scrollBehavior } = props;
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        {!hideConfirm && (
          <Button
            type={onSubmit ? 'submit' : 'button'}
            colorPalette={tone === 'danger' ? 'red' : 'teal'}
            onClick={onSubmit ? undefined : onConfirm}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role={role}
      placement={placement}
      size={size}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        {/* A centred dialog keeps off a phone's edges. */}
        <Dialog.Positioner px={placement === 'center' ? '4' : undefined}>
          <Dialog.Content>
            {onSubmit ? (
              <form onSubmit={onSubmit} noValidate>
                {content}
              </form>
            ) : (
              content
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
