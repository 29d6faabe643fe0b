// Helpers for the root scripts. They run before dependencies are installed, so they use Node only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { apps, remotePorts } from '../shared/config/apps.cjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
export { apps, remotePorts };
export const SERVER_PORT = 4000;

/**
 * The token secret of `npm start` and `pnpm dev` when none is given: a file in the server's data
 * folder, which the server creates with random bytes on its first start and reuses afterwards.
 */
export function secretFileEnv(env) {
  if (env.JWT_SECRET || env.JWT_SECRET_FILE) return {};
  const dataDir = env.DATA_DIR && env.DATA_DIR !== 'memory' ? env.DATA_DIR : join(root, 'server', '.data');
  return { JWT_SECRET_FILE: join(dataDir, 'jwt-secret') };
}

export function log(message) {
  console.log(`\x1b[36m[portal]\x1b[0m ${message}`);
}

/** Runs a command to completion with inherited output; exits the script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

const works = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** pnpm as the workspace pins it: the one on PATH, else installed with npm, else through npx. */
export function ensurePnpm() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim().startsWith('10.')) return ['pnpm'];
  log(`installing pnpm ${PNPM_VERSION}`);
  if (works('npm', ['install', '--global', '--silent', `pnpm@${PNPM_VERSION}`]) && works('pnpm', ['--version'])) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function pnpm(pnpmCommand, args, options) {
  const [command, ...prefix] = pnpmCommand;
  run(command, [...prefix, ...args], options);
}

/** Installs the workspace's dependencies from the lockfile unless they are already there. */
export function ensureDependencies(pnpmCommand) {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies');
  pnpm(pnpmCommand, ['install', '--frozen-lockfile']);
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds host and remotes when a build is missing or older than its sources: the app's own folder
 * and shared/ (which every app builds in). An edit in one remote rebuilds that remote alone.
 */
export function ensureBuilds(pnpmCommand, { force = false } = {}) {
  const shared = newestSource(join(root, 'shared'));
  const stale = apps.filter(({ name }) => {
    const entry = join(root, name, 'dist', name === 'host' ? 'index.html' : 'mf-manifest.json');
    return force || !existsSync(entry) || statSync(entry).mtimeMs < Math.max(shared, newestSource(join(root, name)));
  });
  if (stale.length === 0) return;
  log(`building ${stale.map((a) => a.name).join(', ')}`);
  const started = performance.now();
  pnpm(pnpmCommand, ['-r', '--workspace-concurrency=2', ...stale.flatMap((a) => ['--filter', a.name]), 'run', 'build']);
  log(`built ${stale.length} app${stale.length === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Starts a long-running child; its output is prefixed with its name. */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  return child;
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
