import { ACTIVITY_WIZARD } from './activity/activity-wizard';
import { BIKE_WIZARD } from './bike/bike-wizard';
import { CAR_WIZARD } from './car/car-wizard';
import { EXPERIENCE_WIZARD } from './experience/experience-wizard';
import { HOTEL_WIZARD } from './hotel/hotel-wizard';
import type { ListingWizards } from './machinery/wizard-definition';
import { TOUR_WIZARD } from './tour/tour-wizard';
import { TOUR_GUIDE_WIZARD } from './tour-guide/tour-guide-wizard';
import { TREK_WIZARD } from './trek/trek-wizard';

/** Every wizard by the listing type it creates and edits; the route decides which one shows. */
export const LISTING_WIZARDS: ListingWizards = {
  tour: TOUR_WIZARD,
  trek: TREK_WIZARD,
  activity: ACTIVITY_WIZARD,
  experience: EXPERIENCE_WIZARD,
  bike_rental: BIKE_WIZARD,
  car_rental: CAR_WIZARD,
  hotel: HOTEL_WIZARD,
  tour_guide: TOUR_GUIDE_WIZARD,
};
