// Goal 4 of issue 14: `npm start` from a clean clone to a usable portal, with the package store
// warm, and how long its seven production builds took. Clones the committed HEAD (or BENCH_REF)
// into a temporary folder, runs `npm start` there until it reports the portal ready, then stops it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { log, root } from './lib.mjs';

const git = (args, cwd = root) => spawnSync('git', args, { cwd, encoding: 'utf8' });

/** Runs `npm start` in `dir`; answers once it printed `ready`, with its own timings, then stops it. */
function timeStart(dir, timeoutMs = 600_000) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['start'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const timer = setTimeout(() => stop(new Error(`npm start was not ready within ${timeoutMs / 1000} s`)), timeoutMs);
    let output = '';
    /** @type {{ seconds: number, builds: { apps: number, seconds: number } | null } | null} */
    let result = null;
    const stop = (error) => {
      clearTimeout(timer);
      child.once('exit', () => (error ? reject(error) : resolve(result)));
      // npm start runs pnpm, the server and the static servers: stop the whole group it leads.
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    };
    const read = (chunk) => {
      output += chunk;
      const ready = /ready in (\d+) s/.exec(output);
      if (!ready || result) return;
      const builds = /built (\d+) apps? in (\d+(?:\.\d+)?) s/.exec(output);
      result = {
        seconds: (performance.now() - started) / 1000,
        builds: builds ? { apps: Number(builds[1]), seconds: Number(builds[2]) } : null,
      };
      stop();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      if (!result) {
        clearTimeout(timer);
        reject(new Error(`npm start exited (${code}) before it was ready:\n${output.slice(-3000)}`));
      }
    });
  });
}

export async function benchStart() {
  const ref = process.env.BENCH_REF ?? 'HEAD';
  const commit = git(['rev-parse', ref]).stdout.trim();
  if (ref === 'HEAD' && git(['status', '--porcelain', '--untracked-files=no']).stdout.trim()) {
    log('npm start is measured on the committed HEAD: uncommitted changes are not in the clone');
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-clone-'));
  try {
    git(['clone', '--quiet', '--no-checkout', root, dir]);
    git(['checkout', '--quiet', commit], dir);
    const load = loadavg()[0] ?? 0;
    const { seconds, builds } = await timeStart(dir);
    return { commit: commit.slice(0, 7), seconds, builds, cores: cpus().length, load };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
