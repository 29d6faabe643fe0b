import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { clearDraft, readDraft, writeDraft, type DraftOptions } from '../draft/draft-storage';

export interface WizardStep {
  /** Stable id, for choosing what the step shows. */
  id: string;
  title: string;
  /** Validates this step's fields before Next; an object schema over some of the form's values. */
  schema: v.GenericSchema;
}

export interface WizardOptions<TValues extends FieldValues> {
  steps: readonly WizardStep[];
  defaultValues: DefaultValues<TValues>;
  /** Keeps entered values (and, with restoreStep, the step) in browser storage across reloads. */
  draft?: DraftOptions & { restoreStep?: boolean };
  /** The last step's Next, once every step is valid. Values are the raw form values. */
  onSubmit: (values: TValues, helpers: { discardDraft: () => void }) => Promise<void> | void;
  /** Told the first error when Next is refused, e.g. to show it as a toast. */
  onInvalid?: (message: string) => void;
}

export interface Wizard<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  steps: readonly WizardStep[];
  stepIndex: number;
  step: WizardStep;
  isFirst: boolean;
  isLast: boolean;
  /** 0 on the first step, 100 on the last. */
  progress: number;
  submitting: boolean;
  /** Validates the step; then moves on, or submits on the last step. */
  next: () => Promise<void>;
  back: () => void;
  /** Jumps to a step (a side step list); submit still validates every step. */
  goTo: (index: number) => void;
  /** Replaces the values and goes back to the first step (e.g. the business type changed). */
  restart: (values: DefaultValues<TValues>) => void;
  /** Forgets the stored draft, after a successful submit. */
  discardDraft: () => void;
}

const firstIssue = (schema: v.GenericSchema, values: unknown) => {
  const result = v.safeParse(schema, values);
  return result.success ? null : (result.issues[0]?.message ?? 'Please check this step.');
};

/**
 * A multi-step form: one react-hook-form instance for all steps, validated step by step with
 * each step's valibot schema (the same schemas the server applies), with an optional draft.
 */
export function useWizard<TValues extends FieldValues>(options: WizardOptions<TValues>): Wizard<TValues> {
  const { steps, draft } = options;
  const [initial] = useState(() => {
    const stored = draft ? readDraft<TValues>(draft) : null;
    return {
      values: { ...options.defaultValues, ...stored?.values } as DefaultValues<TValues>,
      step: draft?.restoreStep ? (stored?.step ?? 0) : 0,
    };
  });
  const [rawIndex, setStepIndex] = useState(initial.step);
  const [submitting, setSubmitting] = useState(false);
  const stepIndex = Math.min(rawIndex, steps.length - 1);
  const step = steps[stepIndex] as WizardStep;

  // The resolver validates only the current step; raw values keep every step's fields in the form.
  const schemaRef = useRef(step.schema);
  schemaRef.current = step.schema;
  const resolver = useCallback<Resolver<TValues>>(
    (values, context, resolverOptions) => valibotResolver(schemaRef.current as v.GenericSchema<TValues>, undefined, { raw: true })(values, context, resolverOptions),
    [],
  );
  const form = useForm<TValues>({ defaultValues: initial.values, resolver, mode: 'onTouched' });

  const latest = useRef(options);
  latest.current = options;
  const draftOn = useRef(Boolean(draft));
  useEffect(() => {
    const save = () => {
      const { draft: current } = latest.current;
      if (current && draftOn.current) writeDraft(current, { values: form.getValues(), step: stepIndex });
    };
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, stepIndex]);

  const discardDraft = useCallback(() => {
    draftOn.current = false;
    const current = latest.current.draft;
    if (current) clearDraft(current);
  }, []);

  const refuse = useCallback(async (message: string) => {
    await form.trigger(undefined, { shouldFocus: true });
    latest.current.onInvalid?.(message);
  }, [form]);

  const submit = useCallback(async () => {
    const values = form.getValues();
    const invalid = steps.findIndex((s) => firstIssue(s.schema, values) !== null);
    if (invalid !== -1) {
      // A step reached by jumping was left incomplete: show it with its errors.
      setStepIndex(invalid);
      latest.current.onInvalid?.(firstIssue(steps[invalid]!.schema, values)!);
      return;
    }
    setSubmitting(true);
    try {
      await latest.current.onSubmit(values, { discardDraft });
    } finally {
      setSubmitting(false);
    }
  }, [discardDraft, form, steps]);

  const next = useCallback(async () => {
    const message = firstIssue(step.schema, form.getValues());
    if (message) return refuse(message);
    if (stepIndex === steps.length - 1) return submit();
    form.clearErrors();
    setStepIndex(stepIndex + 1);
  }, [form, refuse, step, stepIndex, steps.length, submit]);

  const goTo = useCallback((index: number) => {
    form.clearErrors();
    setStepIndex(Math.max(0, Math.min(index, steps.length - 1)));
  }, [form, steps.length]);

  return {
    form,
    steps,
    stepIndex,
    step,
    isFirst: stepIndex === 0,
    isLast: stepIndex === steps.length - 1,
    progress: steps.length > 1 ? Math.round((stepIndex / (steps.length - 1)) * 100) : 100,
    submitting,
    next,
    back: () => goTo(stepIndex - 1),
    goTo,
    restart: (values) => {
      form.reset(values);
      setStepIndex(0);
    },
    discardDraft,
  };
}
