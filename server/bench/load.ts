import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

/** The part of autocannon's JSON report the benches read. */
interface AutocannonReport {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/**
 * Requests per second against a URL on loopback for a bounded time. autocannon runs as its own
 * process so that the load it generates does not compete with the server for this event loop.
 */
export async function measureThroughput(
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<Throughput> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonCli, '--json', '-c', String(options.connections), '-d', String(options.seconds), ...headerArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as AutocannonReport;
  return {
    requestsPerSecond: report.requests.average,
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    failures: report.errors + report.non2xx,
  };
}

/** The baseline: a bare node:http server that answers a tiny JSON body, measured in the same run. */
export async function helloWorldServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"hello":"world"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The median of a list of timings. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Runs `fn(i)` for i = 0..times-1, after three warm-up runs (i = times..times+2), and answers the
 * median duration in milliseconds. The index lets each run ask for something different.
 */
export async function medianMs(times: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = times; i < times + 3; i += 1) await fn(i);
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = process.hrtime.bigint();
    await fn(i);
    durations.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(durations);
}
