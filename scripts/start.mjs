// `npm start`: installs what is missing, builds, seeds an empty database and starts the portal.
import { performance } from 'node:perf_hooks';

import { apps, ensureBuilds, ensureDependencies, ensurePnpm, log, SERVER_PORT } from './lib.mjs';

const started = performance.now();
const pnpm = ensurePnpm();
ensureDependencies(pnpm);
const { seedInBackground, startStack } = await import('./stack.mjs');
const seeded = seedInBackground({});
ensureBuilds(pnpm);
await seeded;
const stack = await startStack();

const seconds = ((performance.now() - started) / 1000).toFixed(0);
log(`ready in ${seconds} s`);
log(`portal:   http://localhost:${apps[0]?.port}  (sign in as demo@supplier.test / demo1234)`);
log(`API:      http://localhost:${SERVER_PORT}/api/v1  (OpenAPI at /api/v1/openapi.json)`);
log('press Ctrl+C to stop');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stack.stop().then(() => process.exit(0));
  });
}
