import { useMutation } from '@tanstack/react-query';

import { ApiError, resourceMutations } from '@portal/api';
import type { Resource } from '@portal/contracts';
import { toast } from '@portal/ui';
import { ConfirmDialog } from '@portal/ui/overlays';

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
    <ConfirmDialog
      open={resource !== null}
      title={<Phrase text={t('resources.deleteTitle', { name: '{{name}}' })} data={{ name: resource?.name ?? '' }} />}
      text={t('resources.deleteText')}
      confirmLabel={t('resources.delete')}
      cancelLabel={t('resources.keep')}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={close}
      refusal={refusal}
    />
  );
}
