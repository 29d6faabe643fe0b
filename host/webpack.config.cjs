const { portalWebpackConfig } = require('@portal/config');
const { prerenderedPageConfigs } = require('@portal/config/prerendered-page');

// The shell, and /login as a page of its own: prerendered, with a small bundle (issue 14).
const shell = portalWebpackConfig({ dir: __dirname, name: 'host', port: 3000, isHost: true, pages: ['login'] });
const login = prerenderedPageConfigs({
  dir: __dirname,
  name: 'login',
  entry: 'src/login/login-entry.tsx',
  prerender: 'src/login/prerender.tsx',
  css: 'src/login/login-page.css',
  title: 'Sign in · Supplier Portal',
});

module.exports = (env, argv) => [shell(env, argv), ...login(env, argv)];
