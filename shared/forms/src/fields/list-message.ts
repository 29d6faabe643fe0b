/**
 * The message about a list as a whole ('Add at least one FAQ.'), not about one of its entries:
 * those show on the entry's own fields. react-hook-form keeps it on the list's error, or on its
 * `root` when entries have errors too.
 */
export function listMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string' && message) return message;
  return typeof root?.message === 'string' && root.message ? root.message : undefined;
}
