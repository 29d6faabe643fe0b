import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

import { type FieldMessage, firstIssue, stepOfField, touches, type WizardStep } from './step-fields';

/**
 * Which steps of a wizard hold errors, for the step list: steps refused by Next or by submit until
 * their fields are fixed, and steps with errors the server found until those fields change.
 */
export function useStepMarks<TValues extends FieldValues>(form: UseFormReturn<TValues>, steps: readonly WizardStep[]) {
  const [flagged, setFlagged] = useState<ReadonlySet<number>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<readonly FieldMessage[]>([]);
  // The watcher below reads the errors of the moment without subscribing again at each change.
  const serverErrorsRef = useRef(serverErrors);
  useEffect(() => {
    serverErrorsRef.current = serverErrors;
  }, [serverErrors]);

  // As the person types, a flagged step that became valid loses its mark, and a field the server
  // refused loses the server's error (it no longer describes what is there).
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      setFlagged((current) => {
        const still = [...current].filter((i) => firstIssue(steps[i]!.schema, values) !== null);
        return still.length === current.size ? current : new Set(still);
      });
      const outdated = name ? serverErrorsRef.current.filter((error) => touches(name, error.field)) : [];
      if (outdated.length === 0) return;
      for (const error of outdated) form.clearErrors(error.field as FieldPath<TValues>);
      setServerErrors((current) => current.filter((error) => !outdated.includes(error)));
    });
    return () => subscription.unsubscribe();
  }, [form, steps]);

  return useMemo(() => {
    const serverSteps = serverErrors.map((error) => stepOfField(steps, error.field));
    return {
      invalidSteps: new Set([...flagged, ...serverSteps.filter((i) => i !== -1)]) as ReadonlySet<number>,
      flag: (indexes: readonly number[]) => setFlagged((current) => new Set([...current, ...indexes])),
      unflag: (index: number) => setFlagged((current) => (current.has(index) ? new Set([...current].filter((i) => i !== index)) : current)),
      /** Keeps the server's errors; answers the first step holding one (-1: none is a field of a step). */
      showServerErrors: (errors: readonly FieldMessage[]) => {
        setServerErrors(errors);
        const indexes = errors.map((error) => stepOfField(steps, error.field)).filter((i) => i !== -1);
        return indexes.length > 0 ? Math.min(...indexes) : -1;
      },
      serverErrorsOf: (index: number) => serverErrors.filter((_, i) => serverSteps[i] === index),
    };
  }, [flagged, serverErrors, steps]);
}
