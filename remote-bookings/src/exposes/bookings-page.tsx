export { BookingsPage as default } from '../bookings/bookings-page';
