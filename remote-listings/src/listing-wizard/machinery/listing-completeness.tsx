import { LISTING_COMPLETENESS_FIELDS, listingFieldLabel, type ListingType, missingListingFields } from '@portal/contracts';
import { type CompletenessCheck, CompletenessMeter, stepOfField, useWatch, type WizardStep } from '@portal/forms';

import type { FormValues } from './listing-values';
import { useListingWizard } from './wizard-context';

/** Photos a listing should have, and an overview's length, below which it reads as thin. */
const GOOD_PHOTO_COUNT = 5;
const GOOD_OVERVIEW_LENGTH = 200;

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? (value as unknown[]) : [value]).flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    return item && typeof item === 'object' ? Object.values(item).filter((v): v is string => typeof v === 'string') : [];
  });
const filled = (value: unknown) => texts(value).some((text) => text.trim() !== '');

/**
 * The fields the API takes without (a listing the spec's client posted lacks them) that a
 * complete listing of the type has: the panel shows which are still missing.
 */
function requiredFieldChecks(type: ListingType, values: FormValues, at: (field: string) => number): CompletenessCheck[] {
  const fields: readonly string[] = (LISTING_COMPLETENESS_FIELDS as Partial<Record<ListingType, readonly string[]>>)[type] ?? [];
  const missing = new Set(missingListingFields(type, values).map((m) => m.field));
  return fields
    .filter((field) => at(field) !== -1)
    .map((field) => {
      const label = listingFieldLabel(field);
      return { id: field, label: label.toLowerCase(), done: !missing.has(field), hint: `${label}: not given yet.`, stepIndex: at(field) };
    });
}

/**
 * What is still weak in a listing, among what its form asks: no cover photo, fewer than five
 * photos, a short overview, no FAQ, nothing said about cancellation, and what a complete listing
 * of its type has that is still missing. The reasons listings come back from review; each check
 * names the step that fixes it.
 */
function completenessChecks(values: FormValues, steps: readonly WizardStep[], type: ListingType): CompletenessCheck[] {
  const has = (field: string) => stepOfField(steps, field) !== -1;
  const at = (field: string) => stepOfField(steps, field);
  const photos = Array.isArray(values.photos) ? values.photos.length : 0;
  const overview = typeof values.overview === 'string' ? values.overview.trim().length : 0;
  const cancellation = ['important_info', 'faqs', 'overview'].some((field) =>
    texts(values[field]).some((text) => /cancel|refund/i.test(text)),
  );
  const checks: (CompletenessCheck | false)[] = [
    has('photos') && {
      id: 'cover',
      label: 'a cover photo',
      done: photos > 0,
      hint: 'No cover photo yet: add a photo (the first one is the cover).',
      stepIndex: at('photos'),
    },
    has('photos') && {
      id: 'photos',
      label: 'five photos',
      done: photos >= GOOD_PHOTO_COUNT,
      hint: `Fewer than ${GOOD_PHOTO_COUNT} photos (${photos} so far).`,
      stepIndex: at('photos'),
    },
    has('overview') && {
      id: 'overview',
      label: 'a full overview',
      done: overview >= GOOD_OVERVIEW_LENGTH,
      hint: `The overview is short (${overview} of at least ${GOOD_OVERVIEW_LENGTH} characters).`,
      stepIndex: at('overview'),
    },
    has('faqs') && {
      id: 'faq',
      label: 'an FAQ',
      done: filled(values.faqs),
      hint: 'No FAQ yet: answer what customers ask most.',
      stepIndex: at('faqs'),
    },
    has('important_info') && {
      id: 'cancellation',
      label: 'cancellation terms',
      done: cancellation,
      hint: 'Nothing about cancellation yet: say what happens if a customer cancels.',
      stepIndex: at('important_info'),
    },
  ];
  return [...checks.filter((check): check is CompletenessCheck => check !== false), ...requiredFieldChecks(type, values, at)];
}

/** The meter beside the steps, following the form as the person types. */
export function ListingCompleteness({ steps, onGoToStep }: { steps: readonly WizardStep[]; onGoToStep: (index: number) => void }) {
  const values = useWatch() as FormValues;
  const { definition } = useListingWizard();
  const checks = completenessChecks(values, steps, definition.type);
  if (checks.length === 0) return null;
  return <CompletenessMeter title="Listing completeness" checks={checks} onGoToStep={onGoToStep} />;
}
