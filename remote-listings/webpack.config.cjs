const { portalWebpackConfig } = require('@portal/config');

module.exports = portalWebpackConfig({
  dir: __dirname,
  name: 'listings',
  exposes: {
    './MyListingsPage': './src/exposes/my-listings-page.tsx',
    './ListingWizardPage': './src/exposes/listing-wizard-page.tsx',
    './ListingAvailabilityPage': './src/exposes/listing-availability-page.tsx',
    './ListingResourcesPage': './src/exposes/listing-resources-page.tsx',
  },
});
