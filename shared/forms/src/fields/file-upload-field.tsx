import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { UPLOAD_MAX_FILE_BYTES } from '@portal/contracts';
import { Box, Button, CloseButton, Field, HStack, Image, Input, Progress, Stack, Text } from '@portal/ui';
import { FormField } from './form-field';
import { useField } from './use-field';

/** Sends one file and answers its URL; `uploadFile` of @portal/api has this shape. */
export type UploadFn = (file: File, options: { onProgress: (fraction: number) => void; signal: AbortSignal }) => Promise<string>;

export interface FileUploadFieldProps {
  name: string;
  label: string;
  upload: UploadFn;
  maxFiles: number;
  /** Per file; 5 MB, the server's limit, unless smaller. */
  maxBytes?: number;
  /** MIME types and extensions, as the input's accept attribute. */
  accept: readonly string[];
  /** Shows thumbnails rather than file names. */
  images?: boolean;
  helperText?: string;
  optional?: boolean;
  /** After a batch uploaded, e.g. the spec's 'Photos uploaded successfully!' toast. */
  onUploaded?: (urls: string[]) => void;
  /** A file refused before or during upload, with the reason. */
  onRejected?: (message: string) => void;
  /** Whether files are still on their way: a form that sends the URLs waits for them. */
  onUploadingChange?: (uploading: boolean) => void;
}

interface Pending {
  id: number;
  name: string;
  progress: number;
  error?: string;
  controller: AbortController;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** Why a file cannot be taken, or null. */
export function refusal(file: File, { maxBytes, accept }: { maxBytes: number; accept: readonly string[] }): string | null {
  if (file.size > maxBytes) return `${file.name} is larger than ${megabytes(maxBytes)}.`;
  const lower = file.name.toLowerCase();
  const accepted = accept.some((rule) => (rule.startsWith('.') ? lower.endsWith(rule) : rule.endsWith('/*') ? file.type.startsWith(rule.slice(0, -1)) : file.type === rule));
  return accepted ? null : `${file.name} is not an accepted file type.`;
}

/**
 * Files uploaded as soon as they are chosen, each with its progress bar; the form value is the
 * list of their URLs, so a draft keeps them and submit sends only references. Any file can be
 * removed (or its upload cancelled) before the form is submitted.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const { name, label, upload, maxFiles, maxBytes = UPLOAD_MAX_FILE_BYTES, accept, images, helperText, optional, onUploaded, onRejected, onUploadingChange } = props;
  const { getValues } = useFormContext();
  const { value, onChange, onBlur, ref, error } = useField(name);
  const [pending, setPending] = useState<Pending[]>([]);
  const nextId = useRef(0);
  const input = useRef<HTMLInputElement | null>(null);
  const urls = Array.isArray(value) ? (value as string[]) : [];
  // Read at the moment an upload ends, not when it began: other files may have finished meanwhile.
  const currentUrls = () => {
    const value: unknown = getValues(name);
    return Array.isArray(value) ? (value as string[]) : [];
  };
  const update = (id: number, change: Partial<Pending>) => setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const drop = (id: number) => setPending((list) => list.filter((p) => p.id !== id));
  const uploading = pending.some((p) => !p.error);
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  async function send(file: File): Promise<string | null> {
    const item: Pending = { id: (nextId.current += 1), name: file.name, progress: 0, controller: new AbortController() };
    setPending((list) => [...list, item]);
    try {
      const url = await upload(file, { onProgress: (progress) => update(item.id, { progress }), signal: item.controller.signal });
      drop(item.id);
      onChange([...currentUrls(), url]);
      return url;
    } catch (error) {
      if (item.controller.signal.aborted) return null;
      const message = error instanceof Error ? error.message : 'Upload failed.';
      update(item.id, { error: message });
      onRejected?.(`${file.name}: ${message}`);
      return null;
    }
  }

  async function choose(chosen: File[]) {
    const room = maxFiles - urls.length - pending.filter((p) => !p.error).length;
    if (chosen.length > room) onRejected?.(`You can upload up to ${files(maxFiles)} here.`);
    const taken = chosen.slice(0, Math.max(0, room)).filter((file) => {
      const reason = refusal(file, { maxBytes, accept });
      if (reason) onRejected?.(reason);
      return !reason;
    });
    if (taken.length === 0) return;
    const sent = (await Promise.all(taken.map(send))).filter((url): url is string => url !== null);
    if (sent.length > 0) onUploaded?.(sent);
    onBlur();
  }

  const full = urls.length + pending.filter((p) => !p.error).length >= maxFiles;
  return (
    <FormField
      label={label}
      optional={optional}
      error={error}
      helperText={helperText ?? `Up to ${files(maxFiles)}, ${megabytes(maxBytes)} each.`}
    >
      <Input
        ref={input}
        type="file"
        display="none"
        multiple={maxFiles > 1}
        accept={accept.join(',')}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = '';
          void choose(chosen);
        }}
      />
      <Button ref={ref} size="sm" variant="outline" alignSelf="flex-start" disabled={full} onClick={() => input.current?.click()}>
        {images ? 'Choose photos' : 'Choose files'}
      </Button>
      <Stack gap="2" width="full" mt="1" aria-live="polite">
        {urls.map((url) => (
          <HStack key={url} gap="3" borderWidth="1px" borderRadius="md" p="2">
            {images && <Image src={url} alt="" boxSize="12" objectFit="cover" borderRadius="sm" />}
            <Text flex="1" fontSize="sm" truncate>{fileNameOf(url)}</Text>
            <CloseButton size="xs" aria-label={`Remove ${fileNameOf(url)}`} onClick={() => onChange(urls.filter((u) => u !== url))} />
          </HStack>
        ))}
        {pending.map((item) => (
          <PendingRow key={item.id} item={item} onRemove={() => { item.controller.abort(); drop(item.id); }} />
        ))}
      </Stack>
    </FormField>
  );
}

function PendingRow({ item, onRemove }: { item: Pending; onRemove: () => void }) {
  const percent = Math.round(item.progress * 100);
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" borderColor={item.error ? 'red.300' : undefined}>
      <HStack gap="3">
        <Text flex="1" fontSize="sm" truncate>{item.name}</Text>
        <CloseButton size="xs" aria-label={`${item.error ? 'Remove' : 'Cancel upload of'} ${item.name}`} onClick={onRemove} />
      </HStack>
      {item.error ? (
        <Field.Root invalid><Field.ErrorText>{item.error}</Field.ErrorText></Field.Root>
      ) : (
        <Progress.Root value={percent} size="xs" mt="1">
          <Progress.Track aria-label={`Uploading ${item.name}`}><Progress.Range /></Progress.Track>
        </Progress.Root>
      )}
    </Box>
  );
}
