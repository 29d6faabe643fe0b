// `pnpm test:scripts`: the single-app baseline of `pnpm bench` (e2e/bench/single-app.mjs) replaces
// the host's remote registry with a plain loader; a name the loader lacks fails the single app's
// every page (its /dashboard never showed, so the ratio went unmeasured), so both export the same.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { plainLoaderSource } from '../e2e/bench/single-app.mjs';

const registry = new URL('../host/src/federation/remote-registry.ts', import.meta.url);

/** The run-time names a TypeScript module exports (functions and constants; types are erased). */
const exportedValues = (source) =>
  [...source.matchAll(/^export\s+(?:async\s+)?(?:function\s*\*?|const|let)\s+(\w+)/gm)].map(([, name]) => name).sort();

describe('the single app’s plain remote loader', () => {
  it('exports every value the host’s remote registry exports', async () => {
    const source = plainLoaderSource([['account/DashboardPage', '/nowhere/dashboard-page.tsx']]);
    const loader = await import(`data:text/javascript,${encodeURIComponent(source)}`);
    assert.deepEqual(Object.keys(loader).sort(), exportedValues(readFileSync(registry, 'utf8')));
  });
});
