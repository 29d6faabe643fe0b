import type { ListingType } from '@portal/contracts';
import { ACTIVITY_WIZARD } from './activity/activity-wizard';
import { EXPERIENCE_WIZARD } from './experience/experience-wizard';
import type { ListingWizardDefinition } from './machinery/wizard-definition';
import { TOUR_WIZARD } from './tour/tour-wizard';
import { TREK_WIZARD } from './trek/trek-wizard';

/** Every wizard by the listing type it creates and edits; the route decides which one shows. */
export const LISTING_WIZARDS: Partial<Record<ListingType, ListingWizardDefinition>> = {
  tour: TOUR_WIZARD,
  trek: TREK_WIZARD,
  activity: ACTIVITY_WIZARD,
  experience: EXPERIENCE_WIZARD,
};
