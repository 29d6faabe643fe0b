const { portalWebpackConfig } = require('@portal/config');

module.exports = portalWebpackConfig({
  dir: __dirname,
  name: 'signup',
  exposes: {
    './SignupPage': './src/exposes/signup-page.tsx',
    './InvitationPage': './src/exposes/invitation-page.tsx',
  },
});
