const { portalWebpackConfig } = require('@portal/config');

module.exports = portalWebpackConfig({
  dir: __dirname,
  name: 'account',
  exposes: {
    './DashboardPage': './src/exposes/dashboard-page.tsx',
    './ProfilePage': './src/exposes/profile-page.tsx',
    './TeamPage': './src/exposes/team-page.tsx',
    './ActivityPage': './src/exposes/activity-page.tsx',
  },
});
