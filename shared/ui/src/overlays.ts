// `@portal/ui/overlays`: Chakra's dialog, drawer and tooltip, and the portal's action and confirmation dialogs.
// An entry of its own, shared apart from `@portal/ui`: their state machine brings focus trapping,
// outside-click and scroll locking (about 40 KB minified), which no first paint needs. The shell
// loads it when its menu first opens; a screen with a dialog loads it with its code (ADR 0008).
export type { ActionDialogProps } from './action-dialog';
export { ActionDialog } from './action-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { ConfirmDialog } from './confirm-dialog';
export { Dialog, Drawer, Tooltip } from '@chakra-ui/react';
