import { ACTIVITY_GROUPS, REVIEW_HOURS } from '@portal/contracts';

import { defineListingWizard } from '../machinery/wizard-definition';
import { tripFacts } from '../steps/basics/trip-facts';
import { mergedSchema, sharedStep } from '../steps/shared-steps';
import { ActivityBasicsFields } from './activity-fields';

const notified = 'You will be notified by e-mail and on your dashboard.';

/** The activity wizard: 'Activity Media & Basics' through 'Important Information' (spec section 2). */
export const ACTIVITY_WIZARD = defineListingWizard({
  type: 'activity',
  noun: 'activity',
  steps: [
    {
      id: 'basics',
      title: 'Activity Media & Basics',
      schema: mergedSchema(ACTIVITY_GROUPS.media, ACTIVITY_GROUPS.basics),
      Fields: ActivityBasicsFields,
    },
    sharedStep('titleOverview', ACTIVITY_GROUPS.titleOverview),
    sharedStep('itinerary', ACTIVITY_GROUPS.itinerary),
    sharedStep('inclusions', ACTIVITY_GROUPS.inclusions),
    sharedStep('faqs', ACTIVITY_GROUPS.faqs),
    sharedStep('pricing', ACTIVITY_GROUPS.pricing),
    sharedStep('importantInfo', ACTIVITY_GROUPS.importantInfo),
  ],
  labels: { submit: 'Submit Listing', update: 'Update Listing' },
  backToDashboard: true,
  editNeedsLogin: true,
  success: {
    create: {
      heading: 'Your activity has been submitted',
      body: `It is under review now: new activities are reviewed within ${REVIEW_HOURS.created} hours. ${notified}`,
    },
    update: {
      heading: 'Your activity has been updated',
      body: `The update is under review now: updates are reviewed within ${REVIEW_HOURS.updated} hours. ${notified}`,
    },
    button: 'Go to Dashboard',
  },
  facts: tripFacts,
});
