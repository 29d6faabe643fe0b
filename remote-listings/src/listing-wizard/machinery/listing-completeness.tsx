import { LISTING_COMPLETENESS_FIELDS, listingFieldLabel, type ListingType, missingListingFields } from '@portal/contracts';
import { type CompletenessCheck, CompletenessMeter, stepOfField, useWatch, type WizardStep } from '@portal/forms';

import { type Say, useWizardStrings, wizardText } from '../../strings/wizard-strings';
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
function requiredFieldChecks(type: ListingType, values: FormValues, at: (field: string) => number, say: Say): CompletenessCheck[] {
  const fields: readonly string[] = (LISTING_COMPLETENESS_FIELDS as Partial<Record<ListingType, readonly string[]>>)[type] ?? [];
  const missing = new Set(missingListingFields(type, values).map((m) => m.field));
  return fields
    .filter((field) => at(field) !== -1)
    .map((field) => {
      const label = say(listingFieldLabel(field));
      const hint = wizardText().t('completeness.missing', { field: label });
      return { id: field, label: label.toLowerCase(), done: !missing.has(field), hint, stepIndex: at(field) };
    });
}

/**
 * What is still weak in a listing, among what its form asks: no cover photo, fewer than five
 * photos, a short overview, no FAQ, nothing said about cancellation, and what a complete listing
 * of its type has that is still missing. The reasons listings come back from review; each check
 * names the step that fixes it.
 */
function completenessChecks(values: FormValues, steps: readonly WizardStep[], type: ListingType): CompletenessCheck[] {
  const { t, say } = wizardText();
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
      label: t('completeness.cover'),
      done: photos > 0,
      hint: t('completeness.coverHint'),
      stepIndex: at('photos'),
    },
    has('photos') && {
      id: 'photos',
      label: t('completeness.photos'),
      done: photos >= GOOD_PHOTO_COUNT,
      hint: t('completeness.photosHint', { good: GOOD_PHOTO_COUNT, count: photos }),
      stepIndex: at('photos'),
    },
    has('overview') && {
      id: 'overview',
      label: t('completeness.overview'),
      done: overview >= GOOD_OVERVIEW_LENGTH,
      hint: t('completeness.overviewHint', { good: GOOD_OVERVIEW_LENGTH, count: overview }),
      stepIndex: at('overview'),
    },
    has('faqs') && {
      id: 'faq',
      label: t('completeness.faq'),
      done: filled(values.faqs),
      hint: t('completeness.faqHint'),
      stepIndex: at('faqs'),
    },
    has('important_info') && {
      id: 'cancellation',
      label: t('completeness.cancellation'),
      done: cancellation,
      hint: t('completeness.cancellationHint'),
      stepIndex: at('important_info'),
    },
  ];
  return [...checks.filter((check): check is CompletenessCheck => check !== false), ...requiredFieldChecks(type, values, at, say)];
}

/** The meter beside the steps, following the form as the person types. */
export function ListingCompleteness({ steps, onGoToStep }: { steps: readonly WizardStep[]; onGoToStep: (index: number) => void }) {
  const values = useWatch() as FormValues;
  const { definition } = useListingWizard();
  // Re-rendered when the language changes; the checks' words come from the same namespace.
  const { t } = useWizardStrings();
  const checks = completenessChecks(values, steps, definition.type);
  if (checks.length === 0) return null;
  return <CompletenessMeter title={t('completeness.title')} checks={checks} onGoToStep={onGoToStep} />;
}
