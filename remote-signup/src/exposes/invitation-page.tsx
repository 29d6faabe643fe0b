export { InvitationPage as default } from '../invitation/invitation-page';
