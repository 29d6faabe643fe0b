// The production builds of another commit, for the bench's A/B pairs (BENCH_PARTS=pairs): a clone
// of BENCH_BASELINE (a branch, tag or commit; main by default) in the system's temporary folder,
// with its dependencies and its seven builds. Kept between runs: a second bench against the same
// commit starts at once.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { log, pnpm, root, run } from './lib.mjs';

const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

/** Answers the baseline's commit and the folder of its clone, where each app has its `dist`. */
export function baselineBuilds(pnpmCommand, ref = process.env.BENCH_BASELINE ?? 'main') {
  const resolved = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  if (resolved.status !== 0) throw new Error(`BENCH_BASELINE ${ref} is not a commit of this repository`);
  const commit = resolved.stdout.trim();
  const dir = join(tmpdir(), `portal-bench-baseline-${commit.slice(0, 12)}`);
  if (!existsSync(join(dir, 'host', 'dist', 'index.html'))) {
    log(`building the baseline ${ref} (${commit.slice(0, 12)}) in ${dir}`);
    rmSync(dir, { recursive: true, force: true });
    run('git', ['clone', '--quiet', '--no-checkout', root, dir]);
    run('git', ['checkout', '--quiet', commit], { cwd: dir });
    pnpm(pnpmCommand, ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: dir });
    // Interrupted builds leave no index.html, so the next bench builds again.
    pnpm(pnpmCommand, ['build'], { cwd: dir, env: { ...process.env, CI: '1' } });
  }
  return { commit, dir };
}
