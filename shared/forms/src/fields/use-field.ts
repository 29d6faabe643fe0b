import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
  useController,
  useFormContext,
  useWatch,
} from 'react-hook-form';

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
 * A field's name: a path of the form's values ('title', 'itinerary.0.title'). A field given the
 * form's values type (`typedFields<Values>()`) refuses a name that is not one of its paths.
 */
export type FieldName<TValues extends FieldValues> = FieldPath<TValues>;

/**
 * One field of the surrounding form. Returned flat: React's compiler rules treat the `field`
 * object of useController as a ref (it holds one), so reading it during render is flagged.
 */
export function useField<TValues extends FieldValues = FieldValues>(name: FieldName<TValues>): BoundField {
  const { control } = useFormContext<TValues>();
  const {
    field: { ref, onBlur, onChange },
    fieldState: { error },
  } = useController({ name, control });
  const value: unknown = useWatch({ control, name });
  return { name, value, onChange, onBlur, ref, error };
}
