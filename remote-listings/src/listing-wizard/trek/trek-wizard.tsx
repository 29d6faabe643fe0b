import { REVIEW_HOURS, TREK_GROUPS } from '@portal/contracts';

import { defineListingWizard } from '../machinery/wizard-definition';
import { tripFacts } from '../steps/basics/trip-facts';
import { mergedSchema, sharedStep } from '../steps/shared-steps';
import { TrekBasicsFields, TrekDestinationsFields } from './trek-fields';

/** The trek wizard: nine steps, from 'Trek Media & Basics' to 'Trek Submitted' (spec section 2). */
export const TREK_WIZARD = defineListingWizard({
  type: 'trek',
  noun: 'trek',
  steps: [
    { id: 'basics', title: 'Trek Media & Basics', schema: mergedSchema(TREK_GROUPS.media, TREK_GROUPS.basics), Fields: TrekBasicsFields },
    sharedStep('titleOverview', TREK_GROUPS.titleOverview),
    { id: 'highlights', title: 'Destinations & Highlights', schema: TREK_GROUPS.highlights, Fields: TrekDestinationsFields },
    sharedStep('itinerary', TREK_GROUPS.itinerary),
    sharedStep('inclusions', TREK_GROUPS.inclusions),
    sharedStep('faqs', TREK_GROUPS.faqs),
    sharedStep('pricing', TREK_GROUPS.pricing),
    sharedStep('importantInfo', TREK_GROUPS.importantInfo),
  ],
  successStepTitle: 'Trek Submitted',
  labels: { submit: 'Submit Trek', update: 'Update Trek' },
  messages: {
    missingAuth: 'Missing authentication details',
    network: 'An unexpected error occurred',
    created: 'Trek listing created successfully!',
    updated: 'Trek listing updated successfully!',
  },
  needsSupplier: true,
  listFieldErrors: true,
  success: {
    create: {
      heading: 'Trek Submitted',
      body: `Your trek is under review. New listings are reviewed within ${REVIEW_HOURS.created} hours; we will let you know by e-mail and on your dashboard.`,
    },
    update: {
      heading: 'Trek Updated',
      body: `Your changes are saved. A live trek stays live as it was while they are reviewed (${REVIEW_HOURS.updated} hours); we will let you know by e-mail and on your dashboard.`,
    },
    button: 'Go to Home',
  },
  facts: tripFacts,
});
