import * as v from 'valibot';

import { listingTitleSchema, rentalDescription } from '@portal/contracts';

import { reviewSuccess } from '../../machinery/review-success';

/** The rental's name, the listing's title: the first step asks it beside the vehicle's fields. */
export const rentalNameGroup = (noun: string) => v.object({ title: listingTitleSchema(`${noun} name`) });

/** A bike's or car's listing description (spec section 3): its important information, or '{make} {year} for rent'. */
export const rentalListingDescription = (make: string, year: number, importantInfo: readonly string[]) =>
  // The make is optional: without one the description is '2021 for rent', not ' 2021 for rent'.
  importantInfo.length > 0 ? importantInfo.join('\n') : rentalDescription(make, year).trim();

/** The rentals' messages of spec section 8 that the bike and the car share. */
export const RENTAL_MESSAGES = {
  loadFailed: 'Failed to load listing data',
  uploadFailed: 'Failed to upload files',
  network: 'Network error. Please try again.',
} as const;

/** The success screen of a rental: 'Your Car Has Been Submitted' (spec section 2), then 'Go to Home'. */
export const rentalSuccess = (noun: string) =>
  reviewSuccess({ create: `Your ${noun} Has Been Submitted`, update: `Your ${noun} Has Been Updated` }, 'Go to Home');
