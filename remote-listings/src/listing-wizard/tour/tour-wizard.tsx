import { REVIEW_HOURS, TOUR_GROUPS } from '@portal/contracts';

import { defineListingWizard } from '../machinery/wizard-definition';
import { tripFacts } from '../steps/basics/trip-facts';
import { mergedSchema, sharedStep } from '../steps/shared-steps';
import { TourBasicsFields, TourDestinationsFields } from './tour-fields';

/** The tour wizard: the nine steps of the trek wizard, Tour in the first one's name (spec section 2). */
export const TOUR_WIZARD = defineListingWizard({
  type: 'tour',
  noun: 'tour',
  steps: [
    { id: 'basics', title: 'Tour Media & Basics', schema: mergedSchema(TOUR_GROUPS.media, TOUR_GROUPS.basics), Fields: TourBasicsFields },
    sharedStep('titleOverview', TOUR_GROUPS.titleOverview),
    { id: 'highlights', title: 'Destinations & Highlights', schema: TOUR_GROUPS.highlights, Fields: TourDestinationsFields },
    sharedStep('itinerary', TOUR_GROUPS.itinerary),
    sharedStep('inclusions', TOUR_GROUPS.inclusions),
    sharedStep('faqs', TOUR_GROUPS.faqs),
    sharedStep('pricing', TOUR_GROUPS.pricing),
    sharedStep('importantInfo', TOUR_GROUPS.importantInfo),
  ],
  successStepTitle: 'Tour Submitted',
  labels: { submit: 'Submit Tour', update: 'Update Tour' },
  messages: {
    missingAuth: 'Missing authentication details.',
    uploadFailed: 'Failed to upload photos',
    network: 'An unexpected error occurred.',
    created: 'Tour submitted successfully!',
    updated: 'Tour updated successfully!',
  },
  needsSupplier: true,
  listFieldErrors: true,
  success: {
    create: {
      heading: 'Tour Submitted',
      body: `Your tour is under review. New listings are reviewed within ${REVIEW_HOURS.created} hours; we will let you know by e-mail and on your dashboard.`,
    },
    update: {
      heading: 'Tour Updated',
      body: `Your update is under faster review (${REVIEW_HOURS.updated} hours); we will let you know by e-mail and on your dashboard.`,
    },
    button: 'Go to Home',
  },
  facts: tripFacts,
});
