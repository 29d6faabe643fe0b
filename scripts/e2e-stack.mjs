// The stack the end-to-end tests run against: production builds, a fresh seeded database in a
// temporary folder, login rate limit raised for the many sign-ins of a test run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seed, startStack } from './stack.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const env = { DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '10000', LOG_LEVEL: 'warn', JWT_SECRET: 'end-to-end-tests-secret' };
seed(env);
const stack = await startStack({ env, control: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stack.stop().then(() => process.exit(0)));
