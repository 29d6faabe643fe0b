import { uploadFile } from '@portal/api';
import { MAX_LISTING_PHOTOS } from '@portal/contracts';
import { typedFields } from '@portal/forms';
import { toast } from '@portal/ui';

import { maxItemsOf } from '../../machinery/schema-limits';
import { useListingWizard } from '../../machinery/wizard-context';
import type { ListingFormValues, StepFieldsProps } from '../../machinery/wizard-definition';

// Field names are checked against the values of the listing types (any wizard may show the step).
const { PhotoGalleryField } = typedFields<ListingFormValues>();

/** Image types the browser offers; the server checks each file's content (JPEG, PNG, WebP). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** 'Successfully uploaded 3 photo(s).' (spec section 8). */
const uploadedText = (count: number) => `Successfully uploaded ${count} photo(s).`;

/** The listing's photos: up to 20 images, uploaded on choose, ordered, the first the cover. */
export function MediaFields({ schema }: StepFieldsProps) {
  const { messages, setUploading } = useListingWizard();
  return (
    <PhotoGalleryField
      name="photos"
      label="Photos"
      maxFiles={maxItemsOf(schema, 'photos') ?? MAX_LISTING_PHOTOS}
      accept={PHOTO_TYPES}
      upload={uploadFile}
      onUploaded={(urls) => toast.success(uploadedText(urls.length))}
      onUploadFailed={() => toast.error(messages.uploadFailed)}
      onRejected={(reason) => toast.error(reason)}
      onUploadingChange={setUploading}
    />
  );
}
