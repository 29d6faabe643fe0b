import { CAR_CHOICES, CAR_GROUPS } from '@portal/contracts';

import { defineListingWizard, type StepFieldsProps } from '../machinery/wizard-definition';
import { RentalAboutFields, type RentalVehicle } from '../steps/rental/rental-about-fields';
import { RENTAL_MESSAGES, rentalListingDescription, rentalNameGroup, rentalSuccess } from '../steps/rental/rental-listing';
import { mergedSchema, sharedStep } from '../steps/shared-steps';

const CAR: RentalVehicle = {
  noun: 'Car',
  make: 'car_make',
  kind: 'car_type',
  choices: { ...CAR_CHOICES, make: CAR_CHOICES.car_make, kind: CAR_CHOICES.car_type },
};

function CarAboutFields({ schema }: StepFieldsProps) {
  return <RentalAboutFields schema={schema} vehicle={CAR} />;
}

/**
 * The car wizard (spec section 2): About the car and the bike's three other steps; transmission
 * starts at Automatic (CAR_RENTAL_DEFAULTS), self drive is saved (ARCHITECTURE.md section 4), an
 * update leaves partner_id out. Success: 'Your Car Has Been Submitted'.
 */
export const CAR_WIZARD = defineListingWizard({
  type: 'car_rental',
  noun: 'car',
  steps: [
    {
      id: 'about',
      title: 'About the car',
      schema: mergedSchema(CAR_GROUPS.media, rentalNameGroup(CAR.noun), CAR_GROUPS.about),
      Fields: CarAboutFields,
    },
    sharedStep('pricing', CAR_GROUPS.pricing, 'Pricing & Availability'),
    sharedStep('inclusions', CAR_GROUPS.inclusions),
    sharedStep('importantInfo', CAR_GROUPS.importantInfo),
  ],
  labels: { submit: 'Submit Listing', update: 'Update Listing' },
  messages: { ...RENTAL_MESSAGES, submitFailed: 'Failed to submit' },
  omitPartnerOnUpdate: true,
  priceUnit: 'per day',
  price: { label: 'Price per day' },
  describe: (meta) => ({ description: rentalListingDescription(meta.car_make, meta.model_year, meta.important_info) }),
  success: rentalSuccess(CAR.noun),
});
