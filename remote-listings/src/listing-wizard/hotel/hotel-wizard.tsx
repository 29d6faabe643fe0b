import { HOTEL_GROUPS, HOTEL_MESSAGES } from '@portal/contracts';

import { reviewSuccess } from '../machinery/review-success';
import { defineListingWizard } from '../machinery/wizard-definition';
import { sharedStep } from '../steps/shared-steps';
import { HotelRoomFields } from './hotel-fields';

/**
 * The hotel room wizard (spec section 2): About the room, Pricing & Availability, Submitted. The
 * room name is the listing's title and its description (or, left blank, the room size) the
 * listing's description; an update is a PATCH.
 */
export const HOTEL_WIZARD = defineListingWizard({
  type: 'hotel',
  noun: 'hotel room',
  steps: [
    { id: 'about', title: 'About the room', schema: HOTEL_GROUPS.about, Fields: HotelRoomFields, refusal: HOTEL_MESSAGES.aboutRoom },
    { ...sharedStep('pricing', HOTEL_GROUPS.pricing, 'Pricing & Availability'), refusal: HOTEL_MESSAGES.price },
  ],
  successStepTitle: 'Submitted',
  labels: { submit: 'Submit Listing', update: 'Update Listing' },
  messages: {
    loadFailed: 'Failed to load hotel room data',
    uploadFailed: 'Failed to upload images. Please try again.',
    submitFailed: 'Failed to submit room listing. Please try again.',
    created: 'Hotel room created successfully',
    updated: 'Hotel room updated successfully',
  },
  updateMethod: 'patch',
  priceUnit: 'per night',
  price: { label: 'Price per night' },
  describe: (meta) => ({ description: meta.description || meta.room_size }),
  success: reviewSuccess({ create: 'Your Room Has Been Submitted', update: 'Your Room Has Been Updated' }, 'Go to Dashboard', 'new rooms'),
});
