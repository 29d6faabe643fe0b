import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, type Resolver, useForm, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';

import { toast } from '@portal/ui';

import { clearDraft, type DraftOptions, readDraft, writeDraft } from '../draft/draft-storage';
import { type FieldMessage, fieldsOf, firstIssue, type WizardStep } from './step-fields';
import { useStepMarks } from './use-step-marks';

export type { FieldMessage, WizardStep } from './step-fields';

export interface WizardHelpers {
  /** Forgets the stored draft, after a successful submit. */
  discardDraft: () => void;
  /** Errors the server found: shown on their fields, their steps marked, the first such step shown. */
  showErrors: (errors: readonly FieldMessage[]) => void;
}

export interface WizardOptions<TValues extends FieldValues> {
  steps: readonly WizardStep[];
  defaultValues: DefaultValues<TValues>;
  /** Keeps entered values (and, with restoreStep, the step) in browser storage across reloads. */
  draft?: DraftOptions & { restoreStep?: boolean };
  /** The last step's Next, once every step is valid. Values are the raw form values. */
  onSubmit: (values: TValues, helpers: WizardHelpers) => Promise<void> | void;
  /**
   * Told the first error when Next is refused, e.g. to show it as a toast, and whether a field of
   * the step already shows it (then a toast would only repeat it, over the form).
   */
  onInvalid?: (message: string, shownBesideField: boolean) => void;
  /**
   * Asked as a step whose schema passes is left: what only the server can tell (an e-mail already
   * taken), as field errors that keep the step shown. None lets the person move on.
   */
  checkStep?: (stepId: string, values: TValues) => Promise<readonly FieldMessage[]>;
}

export interface Wizard<TValues extends FieldValues> extends WizardHelpers {
  form: UseFormReturn<TValues>;
  steps: readonly WizardStep[];
  stepIndex: number;
  step: WizardStep;
  isFirst: boolean;
  isLast: boolean;
  /** The share of steps done: 0 on the first step, 100 only once the last was submitted and kept (discardDraft). */
  progress: number;
  submitting: boolean;
  /** Steps known to hold errors: refused by Next or submit and not yet fixed, or named by the server. */
  invalidSteps: ReadonlySet<number>;
  /** Values differ from what the form started with (a restored draft counts), and nothing was submitted since. */
  hasChanges: boolean;
  /** Validates the step; then moves on, or submits on the last step. */
  next: () => Promise<void>;
  back: () => void;
  /** Jumps to a step (a side step list); submit still validates every step. */
  goTo: (index: number) => void;
  /** Replaces the values and goes back to the first step (e.g. the business type changed). */
  restart: (values: DefaultValues<TValues>) => void;
}

/** Every message in a field's error, its items' and children's too (a list field, an object field). */
function messagesIn(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const { message, ...rest } = error as { message?: unknown };
  const own = typeof message === 'string' && message ? [message] : [];
  // `ref` is the field's element, not an error of its own.
  const children = Object.entries(rest)
    .filter(([key]) => key !== 'ref')
    .map(([, child]) => child);
  return [...own, ...children.flatMap(messagesIn)];
}

/**
 * The messages the form shows beside the step's fields: their own and their items' (a list's own
 * rule, 'Add at least one itinerary entry.', shows under it); a step-wide rule has none.
 */
function messagesBesideFields<TValues extends FieldValues>(form: UseFormReturn<TValues>, step: WizardStep): string[] {
  // getFieldState reads the errors of the moment (formState is the last render's).
  return fieldsOf(step).flatMap((name) => messagesIn(form.getFieldState(name as FieldPath<TValues>).error));
}

function useDraft<TValues extends FieldValues>(draft: WizardOptions<TValues>['draft'], defaultValues: DefaultValues<TValues>) {
  const [initial] = useState(() => {
    const stored = draft ? readDraft<TValues>(draft) : null;
    return {
      values: { ...defaultValues, ...stored?.values } as DefaultValues<TValues>,
      step: draft?.restoreStep ? (stored?.step ?? 0) : 0,
      restored: Boolean(stored && Object.keys(stored.values).length > 0),
    };
  });
  return initial;
}

/**
 * A multi-step form: one react-hook-form instance for all steps, validated step by step with
 * each step's valibot schema (the same schemas the server applies), with an optional draft.
 */
export function useWizard<TValues extends FieldValues>(options: WizardOptions<TValues>): Wizard<TValues> {
  const { steps, draft } = options;
  const initial = useDraft(draft, options.defaultValues);
  const [rawIndex, setStepIndex] = useState(initial.step);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const stepIndex = Math.min(rawIndex, steps.length - 1);
  const step = steps[stepIndex] as WizardStep;

  // The resolver validates only the current step; raw values keep every step's fields in the form.
  // Every criterion runs (criteriaMode 'all': valibot does not abort a pipe early), so a check
  // across fields ('Available spots' below 'Minimum people') shows beside another field's mistake,
  // as the server reports both.
  const schemaRef = useRef(step.schema);
  schemaRef.current = step.schema;
  const resolver = useCallback<Resolver<TValues>>(
    (values, context, resolverOptions) =>
      valibotResolver(schemaRef.current as v.GenericSchema<TValues>, undefined, { raw: true })(values, context, {
        ...resolverOptions,
        criteriaMode: 'all',
      }),
    [],
  );
  const form = useForm<TValues>({ defaultValues: initial.values, resolver, mode: 'onTouched' });
  const marks = useStepMarks(form, steps);

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
    setSubmitted(true);
    const current = latest.current.draft;
    if (current) clearDraft(current);
  }, []);

  const showErrors = useCallback(
    (errors: readonly FieldMessage[]) => {
      const first = marks.showServerErrors(errors);
      if (first !== -1) setStepIndex(first);
    },
    [marks],
  );

  const refuse = useCallback(
    async (message: string) => {
      marks.flag([stepIndex]);
      await form.trigger(undefined, { shouldFocus: true });
      latest.current.onInvalid?.(message, messagesBesideFields(form, step).includes(message));
    },
    [form, marks, step, stepIndex],
  );

  const submit = useCallback(async () => {
    const values = form.getValues();
    const invalid = steps.flatMap((s, i) => (firstIssue(s.schema, values) === null ? [] : [i]));
    if (invalid.length > 0) {
      // A step reached by jumping was left incomplete: show the first such step with its errors.
      marks.flag(invalid);
      setStepIndex(invalid[0]!);
      latest.current.onInvalid?.(firstIssue(steps[invalid[0]!]!.schema, values)!, false);
      return;
    }
    setSubmitting(true);
    try {
      await latest.current.onSubmit(values, { discardDraft, showErrors });
    } finally {
      setSubmitting(false);
    }
  }, [discardDraft, form, marks, showErrors, steps]);

  /** The server's findings about the step, shown on their fields; true when there were any. */
  const refusedByCheck = useCallback(async () => {
    const { checkStep } = latest.current;
    if (!checkStep) return false;
    setSubmitting(true);
    const found = await checkStep(step.id, form.getValues()).finally(() => setSubmitting(false));
    if (found.length === 0) return false;
    marks.flag([stepIndex]);
    found.forEach(({ field, message }, i) =>
      form.setError(field as FieldPath<TValues>, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    latest.current.onInvalid?.(found[0]!.message, false);
    return true;
  }, [form, marks, step, stepIndex]);

  const next = useCallback(async () => {
    const message = firstIssue(step.schema, form.getValues());
    if (message) return refuse(message);
    if (stepIndex < steps.length - 1 && (await refusedByCheck())) return;
    marks.unflag(stepIndex);
    if (stepIndex === steps.length - 1) return submit();
    form.clearErrors();
    toast.dismissAll();
    setStepIndex(stepIndex + 1);
  }, [form, marks, refuse, refusedByCheck, step, stepIndex, steps.length, submit]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(index, steps.length - 1));
      // Choosing the step shown keeps its errors (the server's would not come back).
      if (target === stepIndex) return;
      form.clearErrors();
      // The last step's toasts (an upload's success, a refusal) are about that step, not the next.
      toast.dismissAll();
      setStepIndex(target);
    },
    [form, stepIndex, steps.length],
  );

  // Server errors are put back on the fields of the step shown (a step change clears the form's errors).
  useEffect(() => {
    for (const { field, message } of marks.serverErrorsOf(stepIndex))
      form.setError(field as FieldPath<TValues>, { type: 'server', message });
  }, [form, marks, stepIndex]);

  return {
    form,
    steps,
    stepIndex,
    step,
    isFirst: stepIndex === 0,
    isLast: stepIndex === steps.length - 1,
    progress: submitted ? 100 : Math.round((stepIndex / steps.length) * 100),
    submitting,
    invalidSteps: marks.invalidSteps,
    hasChanges: !submitted && (form.formState.isDirty || initial.restored),
    next,
    back: () => goTo(stepIndex - 1),
    goTo,
    restart: (values) => {
      form.reset(values);
      setStepIndex(0);
    },
    discardDraft,
    showErrors,
  };
}
