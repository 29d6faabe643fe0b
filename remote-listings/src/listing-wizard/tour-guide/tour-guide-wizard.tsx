import * as v from 'valibot';

import { listingTitleSchema, TOUR_GUIDE_GROUPS } from '@portal/contracts';

import { reviewSuccess } from '../machinery/review-success';
import { defineListingWizard } from '../machinery/wizard-definition';
import { mergedSchema } from '../steps/shared-steps';
import { GuideAboutFields, GuideRatesFields } from './tour-guide-fields';

/**
 * The tour guide wizard, which the spec does not show (ARCHITECTURE.md section 4): built like the
 * others from the guide's meta_data. Its title is the listing's own; the bio is the description.
 */
export const TOUR_GUIDE_WIZARD = defineListingWizard({
  type: 'tour_guide',
  noun: 'tour guide',
  steps: [
    {
      id: 'about',
      title: 'About the guide',
      schema: mergedSchema(v.object({ title: listingTitleSchema('Listing title') }), TOUR_GUIDE_GROUPS.about),
      Fields: GuideAboutFields,
    },
    { id: 'rates', title: 'Rates & Inclusions', schema: TOUR_GUIDE_GROUPS.pricing, Fields: GuideRatesFields },
  ],
  successStepTitle: 'Guide Submitted',
  labels: { submit: 'Submit Listing', update: 'Update Listing' },
  priceUnit: 'per day',
  describe: (meta) => ({ description: meta.bio }),
  success: reviewSuccess(
    { create: 'Your Guide Listing Has Been Submitted', update: 'Your Guide Listing Has Been Updated' },
    'Go to Dashboard',
  ),
});
