import * as v from 'valibot';

import { formsWizardText } from '../strings/forms-wizard-strings';

export interface WizardStep {
  /** Stable id, for choosing what the step shows. */
  id: string;
  title: string;
  /** Validates this step's fields before Next; an object schema over some of the form's values. */
  schema: v.GenericSchema;
  /** The form fields the step holds (top-level names); read from an object schema's entries when left out. */
  fields?: readonly string[];
}

/** An error about one field, by its form path ('title', 'itinerary.0.title'). */
export interface FieldMessage {
  field: string;
  message: string;
}

/** The top-level field names of a step. A piped object schema keeps its object's entries. */
export function fieldsOf(step: WizardStep): readonly string[] {
  if (step.fields) return step.fields;
  const { entries } = step.schema as Partial<v.ObjectSchema<v.ObjectEntries, undefined>>;
  return entries ? Object.keys(entries) : [];
}

/** The index of the step that holds a field path ('faqs.1.answer' is in the step of 'faqs'); -1 when none does. */
export function stepOfField(steps: readonly WizardStep[], field: string): number {
  const [top] = field.split('.');
  return steps.findIndex((step) => fieldsOf(step).includes(top ?? ''));
}

/** The first message of a step's schema over the values, or null when the step is valid. */
export function firstIssue(schema: v.GenericSchema, values: unknown): string | null {
  const result = v.safeParse(schema, values);
  return result.success ? null : (result.issues[0]?.message ?? formsWizardText()('checkStep'));
}

/** Whether a change of `changed` (a form path) touches the field `field`: the same, inside it, or around it. */
export const touches = (changed: string, field: string) =>
  changed === field || field.startsWith(`${changed}.`) || changed.startsWith(`${field}.`);
