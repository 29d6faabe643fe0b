// `pnpm check`: the type check, lint (import order included), the formatter's check, knip (unused
// files, dependencies and exports), the unit and component tests (jest) and the root scripts' own
// tests (release and rollback of a remote, on Node's test runner). Lint is the longest and one
// core's work (its typed rules build the TypeScript program again): the shorter checks run beside
// it, then jest's two workers take the core they leave idle, where before jest waited for lint to
// end (docs/bench/ci-time.md, ADR 0026).
// Each one's output is printed whole when it ends, so they do not interleave.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

import { root } from './lib.mjs';

// The pnpm that runs this script (npx's, or the one on PATH), by the path it gives its scripts.
/** @type {[string, ...string[]]} */
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const [command, ...prefix] = pnpm;

/** Runs a package script with its output held back; answers its exit status. */
function quietly(script, args = []) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, 'run', '--silent', script, ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(`── ${script}: ${status === 0 ? 'passed' : 'failed'} (${seconds} s)\n${output}`);
      resolve(status ?? 1);
    });
  });
}

// Lint from the start; the shorter checks beside it, then jest on the cores they leave while lint
// still runs (all at once, a jsdom test's 5 s wait for the screen failed under the load).
const lint = quietly('lint');
const checks = await Promise.all(['typecheck', 'format:check', 'knip', 'test:scripts'].map((script) => quietly(script)));
const unit = checks.every((status) => status === 0) ? await quietly('test:unit', process.argv.slice(2)) : 1;
const statuses = [...checks, unit, await lint];
process.exit(statuses.find((status) => status !== 0) ?? 0);
