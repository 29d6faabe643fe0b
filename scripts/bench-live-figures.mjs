// The live bench's arithmetic (scripts/bench-live.mjs), apart so `pnpm test:scripts` can check it.

/** The p-th percentile (0-100) of the values, nearest rank: a value that was measured, never between two. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * Delivery latencies of one case: `sent` the times each POST started, `arrivals` per stream the
 * time each POST's event reached it (undefined: never). Answers median, p99 and the events missed,
 * which count as a failure rather than as a latency.
 */
export function deliverySummary(sent, arrivals) {
  const latencies = [];
  let missed = 0;
  for (const stream of arrivals)
    sent.forEach((at, round) => {
      if (stream[round] === undefined) missed += 1;
      else latencies.push(stream[round] - at);
    });
  return { deliveries: latencies.length, missed, medianMs: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}
