import type { ComponentType } from 'react';
import * as v from 'valibot';

import type { ListingWizardStep, StepFieldsProps } from '../machinery/wizard-definition';
import { FaqsFields } from './faqs/faqs-fields';
import { HighlightsFields } from './highlights/highlights-fields';
import { ImportantInfoFields } from './important-info/important-info-fields';
import { InclusionsFields } from './inclusions/inclusions-fields';
import { ItineraryFields } from './itinerary/itinerary-fields';
import { PricingFields } from './pricing/pricing-fields';
import { TitleOverviewFields } from './title-overview/title-overview-fields';

/** The steps several wizards share, with the spec's titles; a wizard gives each its type's schema. */
const SHARED_STEPS = {
  titleOverview: { title: 'Title & Overview', Fields: TitleOverviewFields },
  highlights: { title: 'Highlights', Fields: HighlightsFields },
  itinerary: { title: 'Itinerary', Fields: ItineraryFields },
  inclusions: { title: 'Inclusions & Exclusions', Fields: InclusionsFields },
  faqs: { title: 'FAQs', Fields: FaqsFields },
  pricing: { title: 'Pricing & Add Ons', Fields: PricingFields },
  importantInfo: { title: 'Important Information', Fields: ImportantInfoFields },
} satisfies Record<string, { title: string; Fields: ComponentType<StepFieldsProps> }>;

export type SharedStepId = keyof typeof SHARED_STEPS;

/** A shared step with the type's schema (its group of the contracts), optionally under another title. */
export const sharedStep = (id: SharedStepId, schema: v.GenericSchema, title?: string): ListingWizardStep => ({
  id,
  title: title ?? SHARED_STEPS[id].title,
  schema,
  Fields: SHARED_STEPS[id].Fields,
});

/** A group of the contracts: an object schema, maybe piped into checks across its fields. */
type Group = v.GenericSchema & { entries: v.ObjectEntries; pipe?: readonly unknown[] };
type Check = v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>;

/**
 * One step of several groups of the contracts ('Activity Media & Basics': photos and basics),
 * with each group's checks across its fields ('Available spots' not below 'Minimum people').
 */
export function mergedSchema(...groups: Group[]): v.GenericSchema {
  const merged: v.GenericSchema = v.object(Object.assign({}, ...groups.map((group) => group.entries)) as v.ObjectEntries);
  // A piped schema's pipe starts with the schema itself; the rest are its checks.
  const checks = groups.flatMap((group) => (group.pipe?.slice(1) ?? []) as Check[]);
  return checks.reduce<v.GenericSchema>((schema, check) => v.pipe(schema, check), merged);
}
