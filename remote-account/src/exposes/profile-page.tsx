export { ProfilePage as default } from '../profile/profile-page';
