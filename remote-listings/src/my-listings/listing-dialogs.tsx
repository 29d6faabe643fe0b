import { useMutation } from '@tanstack/react-query';

import { ApiError, failureText, myListingsMutations } from '@portal/api';
import type { ListingRow } from '@portal/contracts';
import { Alert, Button, toast } from '@portal/ui';
import { ConfirmDialog } from '@portal/ui/overlays';

import { listingsText, useListingsStrings } from '../strings/listings-strings';

interface DialogProps {
  row: ListingRow;
  onClose: () => void;
}

/** Deactivate (spec section 2): the server sets 'rejected' and records who did it in the history. */
export function DeactivateDialog({ row, onClose }: DialogProps) {
  const t = useListingsStrings();
  const deactivate = useMutation(myListingsMutations.deactivate());
  const confirm = () =>
    deactivate.mutate(row.listing_id, {
      onSuccess: () => {
        toast.success(listingsText()('dialogs.updated'));
        onClose();
      },
      onError: (error) =>
        toast.error(
          failureText(error, (message) => listingsText()('dialogs.updateFailedWith', { message }), listingsText()('dialogs.updateFailed')),
        ),
    });
  return (
    <ConfirmDialog
      open
      title={t('dialogs.deactivateTitle')}
      text={t('dialogs.deactivateText')}
      confirmLabel={t('dialogs.deactivateTitle')}
      cancelLabel={t('dialogs.cancel')}
      busy={deactivate.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/**
 * Delete asks first. A listing with upcoming bookings cannot be deleted: the server's 409 says so,
 * and the dialog shows it with the way out it names, deactivation.
 */
export function DeleteDialog({ row, onClose, onDeactivate }: DialogProps & { onDeactivate: () => void }) {
  const t = useListingsStrings();
  const remove = useMutation(myListingsMutations.remove());
  const refused = remove.error instanceof ApiError && remove.error.status === 409 ? remove.error.message : null;
  const confirm = () =>
    remove.mutate(row.listing_id, {
      onSuccess: () => {
        toast.success(listingsText()('dialogs.deleted'));
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 409)) {
          toast.error(
            failureText(
              error,
              (message) => listingsText()('dialogs.deleteFailedWith', { message }),
              listingsText()('dialogs.deleteFailed'),
            ),
          );
        }
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('dialogs.deleteTitle')}
      text={t('dialogs.deleteText')}
      confirmLabel={t('dialogs.delete')}
      cancelLabel={t('dialogs.cancel')}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      hideConfirm={refused !== null}
    >
      {refused && (
        <Alert.Root status="warning" flexDirection="column" alignItems="start" gap="3">
          <Alert.Description>{refused}</Alert.Description>
          <Button size="sm" colorPalette="red" onClick={onDeactivate}>
            {t('dialogs.deactivateTitle')}
          </Button>
        </Alert.Root>
      )}
    </ConfirmDialog>
  );
}
