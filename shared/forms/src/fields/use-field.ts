import { useController, useFormContext, useWatch, type FieldError, type RefCallBack } from 'react-hook-form';

export interface BoundField {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Lets the form focus the control of the first error. */
  ref: RefCallBack;
  error: FieldError | undefined;
}

/**
 * One field of the surrounding form. Returned flat: React's compiler rules treat the `field`
 * object of useController as a ref (it holds one), so reading it during render is flagged.
 */
export function useField(name: string): BoundField {
  const { control } = useFormContext();
  const { field: { ref, onBlur, onChange }, fieldState: { error } } = useController({ name, control });
  const value: unknown = useWatch({ control, name });
  return { name, value, onChange, onBlur, ref, error };
}
