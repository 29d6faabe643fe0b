export { SupportPage as default } from '../support-list/support-page';
