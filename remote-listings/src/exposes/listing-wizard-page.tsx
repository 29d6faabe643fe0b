export { ListingWizardPage as default } from '../listing-wizard/listing-wizard-page';
