const { portalWebpackConfig } = require('@portal/config');

module.exports = portalWebpackConfig({
  dir: __dirname,
  name: 'messaging',
  port: 3002,
  exposes: {
    './InboxPage': './src/exposes/inbox-page.tsx',
  },
});
