import { useMutation } from '@tanstack/react-query';

import { ApiError, resourceMutations } from '@portal/api';
import type { Resource } from '@portal/contracts';
import { Alert, Button, Portal, Text, toast } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

import { Phrase } from '../common/phrase';
import { useListingsStrings } from '../strings/listings-strings';

export interface DeleteResourceDialogProps {
  resource: Resource | null;
  onClose: () => void;
}

/** Asks before deleting; the server refuses (409) while listings draw on it, naming them. */
export function DeleteResourceDialog({ resource, onClose }: DeleteResourceDialogProps) {
  const t = useListingsStrings();
  const remove = useMutation(resourceMutations.remove());
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    resource &&
    remove.mutate(resource.resource_id, {
      onSuccess: () => {
        toast.success(t('resources.deleted', { name: resource.name }));
        close();
      },
    });
  const refusal =
    remove.error instanceof ApiError && remove.error.message ? remove.error.message : remove.error ? t('resources.deleteFailed') : null;
  return (
    <Dialog.Root open={resource !== null} onOpenChange={(details) => !details.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Phrase text={t('resources.deleteTitle', { name: '{{name}}' })} data={{ name: resource?.name ?? '' }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">{t('resources.deleteText')}</Text>
              {refusal && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{refusal}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={remove.isPending}>
                {t('resources.keep')}
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={remove.isPending}>
                {t('resources.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
