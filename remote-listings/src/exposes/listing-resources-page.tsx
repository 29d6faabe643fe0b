export { ListingResourcesPage as default } from '../listing-resources/listing-resources-page';
