// Listings: the meta_data of each type, requests and replies of the listing routes, and what My
// Listings shows. See README.md in this folder for how the pieces fit.
export * from './activity';
export * from './changes';
export * from './common-fields';
export { LISTING_COMPLETENESS_FIELDS, missingListingFields } from './completeness';
export * from './display';
export * from './edit-logs';
export type { AddOnType, AgeLimits, DurationUnit, FaqLimits, ItineraryLimits } from './entries';
export {
  ADD_ON_TYPE_LABELS,
  ADD_ON_TYPES,
  addOnEntry,
  ageGroupEntry,
  DEFAULT_ADD_ON_TYPE,
  DURATION_UNITS,
  faqEntry,
  formatDuration,
  itineraryEntry,
  SECONDARY_PRICE_DEFAULT_LABEL,
  secondaryPriceEntry,
} from './entries';
export * from './experience';
export { META_OBJECT_MESSAGE } from './fields';
export * from './groups';
export * from './hotel';
export * from './list-query';
export * from './listing';
export * from './meta';
export * from './price';
export * from './rentals';
export * from './requests';
export * from './tour';
export * from './tour-guide';
export * from './trek';
