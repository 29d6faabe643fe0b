// `pnpm test:scripts`: the live bench's figures (scripts/bench-live-figures.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { deliverySummary, percentile } from './bench-live-figures.mjs';

describe('the live bench’s figures', () => {
  it('takes percentiles by nearest rank, whatever the order', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 99), 99);
    assert.equal(percentile(values, 100), 100);
    assert.equal(percentile([7], 99), 7);
    assert.equal(percentile([3, 1, 2], 50), 2);
    assert.ok(Number.isNaN(percentile([], 50)));
  });

  it('measures each stream’s arrival from its POST, and counts an event that never came as missed', () => {
    const sent = [1000, 2000];
    const arrivals = [
      [1010, 2030],
      [1020, undefined],
    ];
    assert.deepEqual(deliverySummary(sent, arrivals), { deliveries: 3, missed: 1, medianMs: 20, p99Ms: 30 });
  });
});
