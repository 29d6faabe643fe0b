import { ApiError } from '@portal/api';
import type { FieldPath, FieldValues, UseFormReturn } from '@portal/forms';

/** Puts the server's field errors on the form's fields of those names; false when it named none of them. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormReturn<T>['setError'],
  fields: readonly FieldPath<T>[],
): boolean {
  const named = (error instanceof ApiError ? error.errors : []).filter(({ field }) => (fields as readonly string[]).includes(field));
  for (const { field, message } of named) setError(field as FieldPath<T>, { type: 'server', message });
  return named.length > 0;
}
