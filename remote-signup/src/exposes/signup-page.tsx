export { SignupPage as default } from '../signup/signup-page';
