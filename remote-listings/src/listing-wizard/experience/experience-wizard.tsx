import { EXPERIENCE_GROUPS, REVIEW_HOURS } from '@portal/contracts';

import { defineListingWizard } from '../machinery/wizard-definition';
import { tripFacts } from '../steps/basics/trip-facts';
import { mergedSchema, sharedStep } from '../steps/shared-steps';
import { ExperienceAboutFields } from './experience-fields';

const notified = 'You will be notified by e-mail and on your dashboard.';

/** The experience wizard: 'About the Experience' through 'Important Information' (spec section 2). */
export const EXPERIENCE_WIZARD = defineListingWizard({
  type: 'experience',
  noun: 'experience',
  steps: [
    {
      id: 'about',
      title: 'About the Experience',
      schema: mergedSchema(EXPERIENCE_GROUPS.media, EXPERIENCE_GROUPS.about),
      Fields: ExperienceAboutFields,
    },
    sharedStep('titleOverview', EXPERIENCE_GROUPS.titleOverview),
    sharedStep('highlights', EXPERIENCE_GROUPS.highlights),
    sharedStep('itinerary', EXPERIENCE_GROUPS.itinerary),
    sharedStep('inclusions', EXPERIENCE_GROUPS.inclusions, 'Inclusions'),
    sharedStep('faqs', EXPERIENCE_GROUPS.faqs),
    sharedStep('pricing', EXPERIENCE_GROUPS.pricing),
    sharedStep('importantInfo', EXPERIENCE_GROUPS.importantInfo),
  ],
  labels: { submit: 'Submit Experience', update: 'Update Experience' },
  messages: { missingAuth: 'Missing authentication.' },
  editNeedsLogin: true,
  success: {
    create: {
      heading: 'Your experience has been submitted',
      body: `It is under review now: new listings are reviewed within ${REVIEW_HOURS.created} hours. ${notified}`,
    },
    update: {
      heading: 'Your experience has been updated',
      body: `The update is under review now: updates are reviewed within ${REVIEW_HOURS.updated} hours. ${notified}`,
    },
    button: 'Go to Dashboard',
  },
  facts: tripFacts,
});
