export { MyListingsPage as default } from '../my-listings/my-listings-page';
