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
export const SHARED_STEPS = {
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

/** One step of several groups of the contracts ('Activity Media & Basics': photos and basics). */
export const mergedSchema = (...groups: v.ObjectSchema<v.ObjectEntries, undefined>[]) =>
  v.object(Object.assign({}, ...groups.map((group) => group.entries)) as v.ObjectEntries);
