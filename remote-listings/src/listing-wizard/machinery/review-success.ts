import { REVIEW_HOURS } from '@portal/contracts';

import type { ListingWizardDefinition } from './wizard-definition';

const notified = 'You will be notified by e-mail and on your dashboard.';

/**
 * A success screen that names the review times of spec section 1 (6-12 hours new, 2-6 hours an
 * update): 'Your Car Has Been Submitted' and its update's counterpart.
 */
export const reviewSuccess = (
  headings: { create: string; update: string },
  button: ListingWizardDefinition['success']['button'],
  subject = 'new listings',
): ListingWizardDefinition['success'] => ({
  create: {
    heading: headings.create,
    body: `It is under review now: ${subject} are reviewed within ${REVIEW_HOURS.created} hours. ${notified}`,
  },
  update: {
    heading: headings.update,
    body: `The update is under review now: updates are reviewed within ${REVIEW_HOURS.updated} hours. ${notified}`,
  },
  button,
});
