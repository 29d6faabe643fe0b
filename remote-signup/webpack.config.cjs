const { portalWebpackConfig } = require('@portal/config');

module.exports = portalWebpackConfig({
  dir: __dirname,
  name: 'signup',
  port: 3006,
  exposes: {
    './SignupPage': './src/exposes/signup-page.tsx',
  },
});
