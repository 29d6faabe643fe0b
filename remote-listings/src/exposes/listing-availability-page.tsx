export { ListingAvailabilityPage as default } from '../listing-availability/listing-availability-page';
