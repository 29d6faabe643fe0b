const { portalWebpackConfig } = require('@portal/config');
const { nodeRenderer, prerenderedPageConfigs } = require('@portal/config/prerendered-page');

// The signed-out pages that boot without the shell: prerendered, each with a small bundle and the
// sign-in page's stylesheet (issue 14; forgot and reset password, issue 15).
const pages = [
  { name: 'login', entry: 'src/login/login-entry.tsx', prerender: 'src/login/prerender.tsx', title: 'Sign in · Supplier Portal' },
  {
    name: 'forgot-password',
    entry: 'src/recovery/forgot-password-entry.tsx',
    prerender: 'src/recovery/forgot-password-prerender.tsx',
    title: 'Forgot password · Supplier Portal',
  },
  {
    name: 'reset-password',
    entry: 'src/recovery/reset-password-entry.tsx',
    prerender: 'src/recovery/reset-password-prerender.tsx',
    title: 'Set a new password · Supplier Portal',
  },
];

// The design system's global styles and the rules of the signed-in frame, written into the shell's
// HTML at build (ADR 0008).
const shellStyles = nodeRenderer({ dir: __dirname, name: 'shell-styles', prerender: 'src/startup/shell-styles-prerender.tsx' });
const shell = portalWebpackConfig({
  dir: __dirname,
  name: 'host',
  isHost: true,
  pages: pages.map((page) => page.name),
  headStyles: shellStyles,
});
const prerendered = pages.map((page) => prerenderedPageConfigs({ dir: __dirname, css: 'src/login/login-page.css', ...page }));

module.exports = (env, argv) => [
  shellStyles.config(argv.mode === 'production'),
  shell(env, argv),
  ...prerendered.flatMap((configs) => configs(env, argv)),
];
