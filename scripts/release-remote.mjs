// `pnpm release:remote <name>`: checks and builds one remote alone, keeps the build in a version
// folder of its own and points the portal's configuration at it; a portal already open picks it up
// at the next visit to the remote's section (ADR 0017).
// `pnpm rollback:remote <name>`: points the configuration back at the version before.
// Options: --skip-checks (the commit's checks already passed, in CI); PORTAL_RELEASES_DIR, the
// releases root (releases/ by default, what `npm start` serves); PORTAL_BASE_CONFIG; PORTAL_HOST, the
// deployed host (its origin or dist folder; host/dist by default) whose shared exports the build must find.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { checkSharedExports } from './check-shared-exports.mjs';
import { log, remotePorts, root } from './lib.mjs';
import { baseConfigFile, publish, releasesRoot, rollback, versionName } from './releases.mjs';

/** Runs a step; a failure stops the release (and its staging folder is removed). */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();

/** The commit built, marked when the remote or shared/ differ from it. */
function commitOf(app) {
  const commit = git('rev-parse', '--short', 'HEAD') || 'nogit';
  return git('status', '--porcelain', '--', app, 'shared') ? `${commit}-dirty` : commit;
}

/** Lint, types and the unit and component tests of the remote alone. */
function check(app) {
  log(`${app}: lint`);
  run('pnpm', ['exec', 'eslint', app]);
  log(`${app}: types`);
  // The workspace's compiler options, for the remote's sources (and what they import) only; inside
  // the workspace, where the compiler finds the type packages the options name.
  const tsconfig = join(root, 'node_modules', '.cache', `release-${app}.tsconfig.json`);
  mkdirSync(dirname(tsconfig), { recursive: true });
  writeFileSync(tsconfig, JSON.stringify({ extends: join(root, 'tsconfig.json'), include: [join(root, app, 'src')] }));
  try {
    run('pnpm', ['exec', 'tsc', '-p', tsconfig, '--noEmit']);
  } finally {
    rmSync(tsconfig);
  }
  log(`${app}: tests`);
  run('pnpm', ['exec', 'jest', '--selectProjects', app]);
}

/**
 * A production build as `pnpm build` makes it, into `output`, with a webpack name of its own: two
 * versions of a remote in one page then keep their chunks apart (same-named chunks of the old
 * version would otherwise be taken for the new one's).
 */
function build(app, version, output) {
  log(`${app}: build ${version}`);
  run(
    'pnpm',
    ['--filter', app, 'exec', 'webpack', '--mode', 'production', '--output-path', output, '--output-unique-name', `${app}@${version}`],
    {
      env: { ...process.env, CI: '1' },
    },
  );
}

/** Refuses a build that takes a shared name the deployed host does not provide (ADR 0016). */
async function checkHostProvides(build) {
  const host = process.env.PORTAL_HOST || join(root, 'host', 'dist');
  const missing = await checkSharedExports(host, build);
  if (missing.length > 0) throw new Error(`the host at ${host} lacks what this build takes from it:\n  ${missing.join('\n  ')}`);
}

async function release(remote, { skipChecks }) {
  const app = `remote-${remote}`;
  const rootDir = releasesRoot();
  const date = new Date();
  const { version: packageVersion } = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8'));
  const version = versionName({ packageVersion, commit: commitOf(app), date });
  // Beside the version folders, so the finished build moves there in one rename.
  const staging = join(rootDir, '.staging', `${remote}-${version}`);
  mkdirSync(staging, { recursive: true });
  try {
    if (!skipChecks) check(app);
    build(app, version, join(staging, 'build'));
    await checkHostProvides(join(staging, 'build'));
    const { entry, previous } = publish({ rootDir, baseFile: baseConfigFile(), remote, version, build: join(staging, 'build'), date });
    log(`${remote} ${version} released: the portal loads ${entry} (was ${previous})`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function rollBack(remote) {
  const { from, to } = rollback({ rootDir: releasesRoot(), baseFile: baseConfigFile(), remote });
  log(`${remote} rolled back: the portal loads ${to} (was ${from})`);
}

const [command, remote, ...options] = process.argv.slice(2);
const commands = { release: () => release(remote, { skipChecks: options.includes('--skip-checks') }), rollback: () => rollBack(remote) };
if (!command || !remote || !commands[command] || !remotePorts.has(remote)) {
  const names = [...remotePorts.keys()].join('|');
  console.error(`usage: pnpm release:remote <${names}> [--skip-checks]\n       pnpm rollback:remote <${names}>`);
  process.exit(2);
}
try {
  await commands[command]();
} catch (error) {
  console.error(`${command} ${remote}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
