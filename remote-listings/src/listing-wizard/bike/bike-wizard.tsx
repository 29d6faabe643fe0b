import { BIKE_CHOICES, BIKE_GROUPS } from '@portal/contracts';

import { defineListingWizard, type StepFieldsProps } from '../machinery/wizard-definition';
import { RentalAboutFields, type RentalVehicle } from '../steps/rental/rental-about-fields';
import { RENTAL_MESSAGES, rentalListingDescription, rentalNameGroup, rentalSuccess } from '../steps/rental/rental-listing';
import { mergedSchema, sharedStep } from '../steps/shared-steps';

const BIKE: RentalVehicle = {
  noun: 'Bike',
  make: 'bike_make',
  kind: 'bike_type',
  choices: { ...BIKE_CHOICES, make: BIKE_CHOICES.bike_make, kind: BIKE_CHOICES.bike_type },
};

function BikeAboutFields({ schema }: StepFieldsProps) {
  return <RentalAboutFields schema={schema} vehicle={BIKE} />;
}

/**
 * The bike wizard (spec section 2): About the bike, Pricing & Availability (per day, in ₹),
 * Inclusions & Exclusions, Important Information. The bike's name is the listing's title; the
 * description its important information or '{make} {year} for rent'; an update leaves partner_id out.
 */
export const BIKE_WIZARD = defineListingWizard({
  type: 'bike_rental',
  noun: 'bike',
  steps: [
    {
      id: 'about',
      title: 'About the bike',
      schema: mergedSchema(BIKE_GROUPS.media, rentalNameGroup(BIKE.noun), BIKE_GROUPS.about),
      Fields: BikeAboutFields,
    },
    sharedStep('pricing', BIKE_GROUPS.pricing, 'Pricing & Availability'),
    sharedStep('inclusions', BIKE_GROUPS.inclusions),
    sharedStep('importantInfo', BIKE_GROUPS.importantInfo),
  ],
  labels: { submit: 'Submit Listing', update: 'Update Listing' },
  messages: { ...RENTAL_MESSAGES, submitFailed: 'Creation failed', updateFailed: 'Update failed' },
  omitPartnerOnUpdate: true,
  priceUnit: 'per day',
  price: { label: 'Price per day', currency: '₹' },
  notSuitableFor: BIKE_CHOICES.not_suitable_for,
  describe: (meta) => ({ description: rentalListingDescription(meta.bike_make, meta.model_year, meta.important_info) }),
  success: rentalSuccess(BIKE.noun),
});
