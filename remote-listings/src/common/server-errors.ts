import { ApiError } from '@portal/api';
import type { FieldPath, FieldValues, UseFormReturn } from '@portal/forms';

/**
 * Puts a refusal's field errors (`resources.0.resource_id`) on the form's fields that exist, and
 * returns what is left for the alert beside the submit button: the server's message when no field
 * took it, or `fallback` when the call failed without one (network).
 */
export function placeServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  failure: unknown,
  fallback: string,
): string | null {
  if (!(failure instanceof ApiError) || !failure.message) return fallback;
  const onFields = failure.errors.filter((e) => form.getValues(e.field as FieldPath<T>) !== undefined);
  for (const e of onFields) form.setError(e.field as FieldPath<T>, { message: e.message }, { shouldFocus: true });
  return onFields.length === failure.errors.length && onFields.length > 0 ? null : failure.message;
}
