const { portalWebpackConfig } = require('@portal/config');

module.exports = portalWebpackConfig({ dir: __dirname, name: 'host', port: 3000, isHost: true });
