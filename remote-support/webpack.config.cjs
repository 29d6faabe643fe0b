const { portalWebpackConfig } = require('@portal/config');

module.exports = portalWebpackConfig({
  dir: __dirname,
  name: 'support',
  exposes: {
    './SupportPage': './src/exposes/support-page.tsx',
    './TicketDetailPage': './src/exposes/ticket-detail-page.tsx',
    './ClosedTicketPage': './src/exposes/closed-ticket-page.tsx',
    './OpenTicketSamplePage': './src/exposes/open-ticket-sample-page.tsx',
    './OpenTicketPage': './src/exposes/open-ticket-page.tsx',
  },
});
