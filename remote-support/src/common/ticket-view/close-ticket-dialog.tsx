import { ConfirmDialog } from '@portal/ui/overlays';

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
    <ConfirmDialog
      open={open}
      placement="center"
      title={t('close.confirmTitle')}
      text={t('close.confirmLead')}
      confirmLabel={t('close.confirm')}
      cancelLabel={t('close.keepOpen')}
      busy={closing}
      onConfirm={onConfirm}
      onClose={() => onOpenChange(false)}
    />
  );
}
