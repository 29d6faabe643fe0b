import { Alert, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { ActionDialog, type ActionDialogProps } from './action-dialog';

export interface ConfirmDialogProps extends Omit<ActionDialogProps, 'children' | 'tone' | 'role' | 'onSubmit' | 'size' | 'scrollBehavior'> {
  onConfirm: () => void;
  /** The question's lead: what the action does and what follows from it. */
  text: ReactNode;
  /** What the server answered when it refused the action, shown as an error under the text. */
  refusal?: string | null;
  /** Shown under the text (and the refusal), for example a way out the refusal names. */
  children?: ReactNode;
}

/**
 * A question before an action that cannot be undone (delete, remove, close, leave): a title, a
 * lead, Cancel and a red Confirm, in an alert dialog.
 */
export function ConfirmDialog({ text, refusal, children, ...action }: ConfirmDialogProps) {
  return (
    <ActionDialog {...action} tone="danger" role="alertdialog">
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
    </ActionDialog>
  );
}
