import { useMutation } from '@tanstack/react-query';

import { ApiError, resourceMutations } from '@portal/api';
import type { Resource } from '@portal/contracts';
import { Alert, Button, Portal, Text, toast } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

export interface DeleteResourceDialogProps {
  resource: Resource | null;
  onClose: () => void;
}

/** Asks before deleting; the server refuses (409) while listings draw on it, naming them. */
export function DeleteResourceDialog({ resource, onClose }: DeleteResourceDialogProps) {
  const remove = useMutation(resourceMutations.remove());
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    resource &&
    remove.mutate(resource.resource_id, {
      onSuccess: () => {
        toast.success(`${resource.name} deleted.`);
        close();
      },
    });
  const refusal =
    remove.error instanceof ApiError && remove.error.message
      ? remove.error.message
      : remove.error
        ? 'Could not delete the resource. Please try again.'
        : null;
  return (
    <Dialog.Root open={resource !== null} onOpenChange={(details) => !details.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`Delete ${resource?.name ?? ''}?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">Listings will no longer share it.</Text>
              {refusal && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{refusal}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={remove.isPending}>
                Keep it
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={remove.isPending}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
