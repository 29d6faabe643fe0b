export { CheckInPage as default } from '../check-in/check-in-page';
