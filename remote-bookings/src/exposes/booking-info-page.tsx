export { BookingInfoPage as default } from '../booking-info/booking-info-page';
