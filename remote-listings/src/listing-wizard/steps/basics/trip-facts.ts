import { formatDuration } from '@portal/contracts';

import { wizardText } from '../../../strings/wizard-strings';

/** The facts a customer sees under a trip's title in the preview, from what the form holds. */
export function tripFacts(values: Record<string, unknown>): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  const duration = values.duration as { value?: unknown; unit?: unknown } | undefined;
  const count = Number(duration?.value);
  if (Number.isInteger(count) && count > 0 && typeof duration?.unit === 'string' && duration.unit)
    facts.push({ label: 'Duration', value: formatDuration({ value: count, unit: duration.unit }) });
  if (Array.isArray(values.languages) && values.languages.length > 0)
    facts.push({ label: 'Languages', value: values.languages.map((language) => wizardText().say(String(language))).join(', ') });
  if (typeof values.starts_in === 'string' && values.starts_in.trim()) facts.push({ label: 'Starts in', value: values.starts_in });
  const people = Number(values.min_people);
  if (Number.isInteger(people) && people > 0) facts.push({ label: 'Minimum people', value: String(people) });
  return facts;
}
