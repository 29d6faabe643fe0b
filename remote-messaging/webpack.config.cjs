const { portalWebpackConfig } = require('@portal/config');

module.exports = portalWebpackConfig({
  dir: __dirname,
  name: 'messaging',
  exposes: {
    './InboxPage': './src/exposes/inbox-page.tsx',
  },
});
