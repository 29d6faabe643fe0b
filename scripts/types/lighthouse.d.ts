// Lighthouse is installed apart from the workspace, only when `pnpm bench` runs it
// (e2e/bench/lighthouse/package.json), so the type check of the scripts cannot see its types.
declare module 'lighthouse';
declare module 'lighthouse/core/config/desktop-config.js';
declare module 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
declare module 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
