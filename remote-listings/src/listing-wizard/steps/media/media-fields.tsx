import { uploadFile } from '@portal/api';
import { MAX_LISTING_PHOTOS } from '@portal/contracts';
import { typedFields } from '@portal/forms';
import { toast } from '@portal/ui';

import { useWizardStrings } from '../../../strings/wizard-strings';
import { maxItemsOf } from '../../machinery/schema-limits';
import { useListingWizard } from '../../machinery/wizard-context';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { PhotoGalleryField } = typedFields<ListingFormValues>();

/** Image types the browser offers; the server checks each file's content (JPEG, PNG, WebP). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The listing's photos: up to 20 images, uploaded on choose, ordered, the first the cover. */
export function MediaFields({ schema }: StepFieldsProps) {
  const { say, t } = useWizardStrings();
  const { messages, setUploading } = useListingWizard();
  return (
    <PhotoGalleryField
      name="photos"
      label={say('Photos')}
      maxFiles={maxItemsOf(schema, 'photos') ?? MAX_LISTING_PHOTOS}
      accept={PHOTO_TYPES}
      upload={uploadFile}
      onUploaded={(urls) => toast.success(t('basics.uploaded', { count: urls.length }))}
      onUploadFailed={() => toast.error(say(messages.uploadFailed))}
      onRejected={(reason) => toast.error(reason)}
      onUploadingChange={setUploading}
    />
  );
}
