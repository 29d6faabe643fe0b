import { useEffect, useRef, useState } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';

import { UPLOAD_MAX_FILE_BYTES } from '@portal/contracts';

import { formsWizardText } from '../strings/forms-wizard-strings';
import { type FieldName, useField } from './use-field';

/** Sends one file and answers its URL; `uploadFile` of @portal/api has this shape. */
export type UploadFn = (file: File, options: { onProgress: (fraction: number) => void; signal: AbortSignal }) => Promise<string>;

export interface UploadOptions<TValues extends FieldValues = FieldValues> {
  name: FieldName<TValues>;
  upload: UploadFn;
  maxFiles: number;
  /** Per file; 5 MB, the server's limit, unless smaller. */
  maxBytes?: number;
  /** MIME types and extensions, as the input's accept attribute. */
  accept: readonly string[];
  /** After a batch uploaded, e.g. the spec's 'Photos uploaded successfully!' toast. */
  onUploaded?: (urls: string[]) => void;
  /** A file refused before upload (type, size, count), with the reason; also failed uploads unless `onUploadFailed` is given. */
  onRejected?: (message: string) => void;
  /** An upload the server refused or that could not be sent, with the file and the reason. */
  onUploadFailed?: (file: File, reason: string) => void;
  /** Whether files are still on their way: a form that sends the URLs waits for them. */
  onUploadingChange?: (uploading: boolean) => void;
}

export interface PendingUpload {
  id: number;
  name: string;
  progress: number;
  error?: string;
  controller: AbortController;
}

const megabytes = (bytes: number) => formsWizardText()('upload.megabytes', { amount: Math.round((bytes / 1024 / 1024) * 10) / 10 });
export const filesText = (n: number) => formsWizardText()('upload.files', { count: n });
export const uploadSizeText = megabytes;

/** Why a file cannot be taken, or null. */
export function refusal(file: File, { maxBytes, accept }: { maxBytes: number; accept: readonly string[] }): string | null {
  if (file.size > maxBytes) return formsWizardText()('upload.tooLarge', { name: file.name, size: megabytes(maxBytes) });
  const lower = file.name.toLowerCase();
  const accepted = accept.some((rule) =>
    rule.startsWith('.') ? lower.endsWith(rule) : rule.endsWith('/*') ? file.type.startsWith(rule.slice(0, -1)) : file.type === rule,
  );
  return accepted ? null : formsWizardText()('upload.wrongType', { name: file.name });
}

/**
 * The uploads of a form field whose value is a list of URLs: files go up as soon as they are
 * chosen, each with its progress; a failed one stays listed with its reason until removed.
 */
export function useUploads<TValues extends FieldValues = FieldValues>(options: UploadOptions<TValues>) {
  const {
    name,
    upload,
    maxFiles,
    maxBytes = UPLOAD_MAX_FILE_BYTES,
    accept,
    onUploaded,
    onRejected,
    onUploadFailed,
    onUploadingChange,
  } = options;
  const { getValues } = useFormContext<TValues>();
  const { value, onChange, onBlur, ref, error } = useField<TValues>(name);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const nextId = useRef(0);
  const urls = Array.isArray(value) ? (value as string[]) : [];
  // Read at the moment an upload ends, not when it began: other files may have finished meanwhile.
  const currentUrls = () => {
    const value: unknown = getValues(name);
    return Array.isArray(value) ? (value as string[]) : [];
  };
  const update = (id: number, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const drop = (id: number) => setPending((list) => list.filter((p) => p.id !== id));
  const uploading = pending.some((p) => !p.error);
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  async function send(file: File): Promise<string | null> {
    const item: PendingUpload = { id: (nextId.current += 1), name: file.name, progress: 0, controller: new AbortController() };
    setPending((list) => [...list, item]);
    try {
      const url = await upload(file, { onProgress: (progress) => update(item.id, { progress }), signal: item.controller.signal });
      drop(item.id);
      onChange([...currentUrls(), url]);
      return url;
    } catch (error) {
      if (item.controller.signal.aborted) return null;
      const message = error instanceof Error ? error.message : formsWizardText()('upload.failed');
      update(item.id, { error: message });
      if (onUploadFailed) onUploadFailed(file, message);
      else onRejected?.(`${file.name}: ${message}`);
      return null;
    }
  }

  async function choose(chosen: File[]) {
    const room = maxFiles - urls.length - pending.filter((p) => !p.error).length;
    if (chosen.length > room) onRejected?.(formsWizardText()('upload.tooMany', { files: filesText(maxFiles) }));
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

  return {
    /** Lets the form focus the field's button on an error. */
    ref,
    error,
    urls,
    pending,
    maxBytes,
    full: urls.length + pending.filter((p) => !p.error).length >= maxFiles,
    choose: (files: File[]) => void choose(files),
    /** Cancels an upload under way, or forgets a failed one. */
    dismiss: (item: PendingUpload) => {
      item.controller.abort();
      drop(item.id);
    },
    setUrls: (next: string[]) => onChange(next),
  };
}
