import { useMutation } from '@tanstack/react-query';

import { ApiError, failureText, myListingsMutations } from '@portal/api';
import type { ListingRow } from '@portal/contracts';
import { Alert, Button, toast } from '@portal/ui';

import { ConfirmDialog } from '../common/confirm-dialog';

interface DialogProps {
  row: ListingRow;
  onClose: () => void;
}

/** Deactivate (spec section 2): the server sets 'rejected' and records who did it in the history. */
export function DeactivateDialog({ row, onClose }: DialogProps) {
  const deactivate = useMutation(myListingsMutations.deactivate());
  const confirm = () =>
    deactivate.mutate(row.listing_id, {
      onSuccess: () => {
        toast.success('Listing updated successfully!');
        onClose();
      },
      onError: (error) => toast.error(failureText(error, (message) => `Failed to update listing: ${message}`, 'Failed to update listing')),
    });
  return (
    <ConfirmDialog
      open
      title="Deactivate Listing"
      text="New bookings will be disabled, but your listing will remain visible until current bookings are fulfilled."
      confirmLabel="Deactivate Listing"
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
  const remove = useMutation(myListingsMutations.remove());
  const refused = remove.error instanceof ApiError && remove.error.status === 409 ? remove.error.message : null;
  const confirm = () =>
    remove.mutate(row.listing_id, {
      onSuccess: () => {
        toast.success('Listing deleted successfully!');
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 409)) {
          toast.error(failureText(error, (message) => `Failed to delete listing: ${message}`, 'Failed to delete listing'));
        }
      },
    });
  return (
    <ConfirmDialog
      open
      title="Delete Listing"
      text="Are you sure you want to delete this listing?"
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      refusal={
        refused && (
          <Alert.Root status="warning" flexDirection="column" alignItems="start" gap="3">
            <Alert.Description>{refused}</Alert.Description>
            <Button size="sm" colorPalette="red" onClick={onDeactivate}>
              Deactivate Listing
            </Button>
          </Alert.Root>
        )
      }
    />
  );
}
