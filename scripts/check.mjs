// `pnpm check`: the type check, lint (import order included), the formatter's check and knip (unused files, dependencies and exports) side by
// side (each mostly one core's work: 24, 65 and 10 s from a clean clone on the 2-core machine),
// then the unit and component tests, which use both cores.
// Each check's output is printed whole when it ends, so the two do not interleave.
import { spawn, spawnSync } from 'node:child_process';

import { root } from './lib.mjs';

// The pnpm that runs this script (npx's, or the one on PATH), by the path it gives its scripts.
/** @type {[string, ...string[]]} */
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const [command, ...prefix] = pnpm;

/** Runs a package script with its output held back; answers its exit status. */
function quietly(script) {
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, 'run', '--silent', script], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      process.stdout.write(`── ${script}: ${status === 0 ? 'passed' : 'failed'}\n${output}`);
      resolve(status ?? 1);
    });
  });
}

const statuses = await Promise.all(['typecheck', 'lint', 'format:check', 'knip'].map(quietly));
if (statuses.some((status) => status !== 0)) process.exit(1);
const unit = spawnSync(command, [...prefix, 'run', 'test:unit', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (unit.status !== 0) process.exit(unit.status ?? 1);
// The root scripts' own tests (release and rollback of a remote), on Node's test runner.
const scripts = spawnSync(command, [...prefix, 'run', 'test:scripts'], { cwd: root, stdio: 'inherit' });
process.exit(scripts.status ?? 1);
