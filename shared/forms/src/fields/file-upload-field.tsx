import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';

import { uploadedNameOf } from '@portal/contracts';
import { Box, Button, CloseButton, Field, HStack, Image, Input, Stack, Text } from '@portal/ui';
import { Progress } from '@portal/ui/form-controls';

import { useFormsWizardStrings } from '../strings/forms-wizard-strings';
import { FormField, useErrorMessage } from './form-field';
import { filesText, type PendingUpload, type UploadOptions, uploadSizeText, useUploads } from './use-uploads';

export type { UploadFn } from './use-uploads';
export { refusal } from './use-uploads';

export interface FileUploadFieldProps<TValues extends FieldValues = FieldValues> extends UploadOptions<TValues> {
  label: string;
  /** Shows thumbnails rather than file names. */
  images?: boolean;
  helperText?: string;
  optional?: boolean;
}

/** The name the file was uploaded under; the server's name for a file uploaded before names were kept. */
const fileNameOf = (url: string) => uploadedNameOf(url) ?? url.split(/[?#]/)[0]!.split('/').pop()!;

/**
 * Files uploaded as soon as they are chosen, each with its progress bar; the form value is the
 * list of their URLs, so a draft keeps them and submit sends only references. Any file can be
 * removed (or its upload cancelled) before the form is submitted.
 */
export function FileUploadField<TValues extends FieldValues = FieldValues>(props: FileUploadFieldProps<TValues>) {
  const { label, images, helperText, optional, ...options } = props;
  const { ref, error, urls, pending, maxBytes, full, choose, dismiss, setUrls } = useUploads(options);
  const input = useRef<HTMLInputElement | null>(null);
  const t = useFormsWizardStrings();
  return (
    <FormField
      label={label}
      optional={optional}
      error={error}
      helperText={helperText ?? t('upload.limits', { files: filesText(options.maxFiles), size: uploadSizeText(maxBytes) })}
    >
      <FileInput input={input} multiple={options.maxFiles > 1} accept={options.accept} onChoose={choose} />
      <Button ref={ref} size="sm" variant="outline" alignSelf="flex-start" disabled={full} onClick={() => input.current?.click()}>
        {images ? t('upload.choosePhotos') : t('upload.chooseFiles')}
      </Button>
      <Stack gap="2" width="full" mt="1" aria-live="polite">
        {urls.map((url) => (
          <HStack key={url} gap="3" borderWidth="1px" borderRadius="md" p="2">
            {images && <Image src={url} alt="" boxSize="12" objectFit="cover" borderRadius="sm" />}
            <Text flex="1" fontSize="sm" truncate>
              {fileNameOf(url)}
            </Text>
            <CloseButton
              size="xs"
              aria-label={t('upload.remove', { name: fileNameOf(url) })}
              onClick={() => setUrls(urls.filter((u) => u !== url))}
            />
          </HStack>
        ))}
        {pending.map((item) => (
          <PendingUploadRow key={item.id} item={item} onRemove={() => dismiss(item)} />
        ))}
      </Stack>
    </FormField>
  );
}

/** The hidden file input a button opens; its label is the field's. */
export function FileInput({
  input,
  multiple,
  accept,
  onChoose,
}: {
  input: React.RefObject<HTMLInputElement | null>;
  multiple: boolean;
  accept: readonly string[];
  onChoose: (files: File[]) => void;
}) {
  return (
    <Input
      ref={input}
      type="file"
      display="none"
      multiple={multiple}
      accept={accept.join(',')}
      onChange={(e) => {
        const chosen = Array.from(e.target.files ?? []);
        e.target.value = '';
        onChoose(chosen);
      }}
    />
  );
}

/** A file on its way (with its progress), or one that failed (with the reason). */
export function PendingUploadRow({ item, onRemove }: { item: PendingUpload; onRemove: () => void }) {
  const percent = Math.round(item.progress * 100);
  const error = useErrorMessage(item.error);
  const t = useFormsWizardStrings();
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" borderColor={item.error ? 'red.300' : undefined}>
      <HStack gap="3">
        <Text flex="1" fontSize="sm" truncate>
          {item.name}
        </Text>
        <CloseButton size="xs" aria-label={t(item.error ? 'upload.remove' : 'upload.cancel', { name: item.name })} onClick={onRemove} />
      </HStack>
      {item.error ? (
        <Field.Root invalid>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      ) : (
        <Progress.Root value={percent} size="xs" mt="1">
          <Progress.Track aria-label={t('upload.uploading', { name: item.name })}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Box>
  );
}
