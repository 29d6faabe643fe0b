/**
 * A form's entered values kept in browser storage, so a reload does not lose them. Secrets (the
 * names in `omit`, e.g. a password) are never written.
 */
export interface DraftOptions {
  /** The storage key, unique per form. */
  key: string;
  /** Field names never written to storage. */
  omit?: readonly string[];
  /** sessionStorage (default: the tab's own, cleared when it closes) or localStorage. */
  storage?: 'session' | 'local';
}

export interface Draft<TValues> {
  values: Partial<TValues>;
  step: number;
}

function storageOf(kind: DraftOptions['storage']): Storage | null {
  if (typeof window === 'undefined') return null;
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

export function readDraft<TValues>(options: DraftOptions): Draft<TValues> | null {
  const raw = storageOf(options.storage)?.getItem(options.key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || !('values' in parsed)) return null;
    const { values, step } = parsed as { values: unknown; step?: unknown };
    if (typeof values !== 'object' || values === null) return null;
    return { values: values as Partial<TValues>, step: typeof step === 'number' && step >= 0 ? step : 0 };
  } catch {
    // A draft from an older form version, or edited by hand: start afresh rather than fail.
    return null;
  }
}

export function writeDraft<TValues extends object>(options: DraftOptions, draft: Draft<TValues>): void {
  const omit = new Set(options.omit ?? []);
  const values = Object.fromEntries(Object.entries(draft.values).filter(([name]) => !omit.has(name)));
  try {
    storageOf(options.storage)?.setItem(options.key, JSON.stringify({ values, step: draft.step }));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without a draft.
  }
}

export function clearDraft(options: Pick<DraftOptions, 'key' | 'storage'>): void {
  storageOf(options.storage)?.removeItem(options.key);
}
