// The releases of single remotes (ADR 0017): each release is a folder of its own under the
// releases root, never overwritten, and the portal.config.json served beside the host names it;
// rolling back names the version before it again. Node only, no dependencies.
//
//   <root>/versions/<remote>/<version>/   the build, served at /releases/<remote>/<version>/
//   <root>/portal.config.json             the configuration the host serves once a release wrote it
//   <root>/history.json                   per remote, its releases still live, oldest first
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { root } from './lib.mjs';

/** Where releases are kept: PORTAL_RELEASES_DIR, else releases/ in the checkout. */
export const releasesRoot = (env = process.env) => resolve(env.PORTAL_RELEASES_DIR || join(root, 'releases'));

/** The host's own configuration, which a first release starts from (PORTAL_BASE_CONFIG for compose's). */
export const baseConfigFile = (env = process.env) => resolve(env.PORTAL_BASE_CONFIG || join(root, 'host', 'public', 'portal.config.json'));

/** The served address of a release's manifest, at the host's origin. */
export const releaseEntry = (remote, version) => `/releases/${remote}/${version}/mf-manifest.json`;

export const versionFolder = (rootDir, remote, version) => join(rootDir, 'versions', remote, version);

/** `1.0.0-627c643-20261127T153012Z`: the remote's package version, the commit, the time (UTC). */
export function versionName({ packageVersion, commit, date }) {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${packageVersion}-${commit}-${stamp}`;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Written beside, then renamed: the server never sends half a file. */
function writeJson(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** The configuration the portal is served with now. */
export function servedConfig(rootDir, baseFile) {
  const released = join(rootDir, 'portal.config.json');
  return readJson(existsSync(released) ? released : baseFile);
}

export function readHistory(rootDir) {
  const file = join(rootDir, 'history.json');
  return existsSync(file) ? readJson(file) : {};
}

function namedRemote(config, remote) {
  if (!(remote in config.remotes))
    throw new Error(`${remote} is not one of the portal's remotes (${Object.keys(config.remotes).join(', ')})`);
  return config.remotes[remote];
}

/**
 * Moves a finished build (`build`, a folder on the same disk) into the remote's version folder and
 * points the served configuration at it. The folder is complete before the configuration names it.
 */
export function publish({ rootDir, baseFile, remote, version, build, date }) {
  const config = servedConfig(rootDir, baseFile);
  const previous = namedRemote(config, remote);
  const folder = versionFolder(rootDir, remote, version);
  if (existsSync(folder)) throw new Error(`${remote} ${version} exists already: a release is never overwritten`);
  mkdirSync(dirname(folder), { recursive: true });
  renameSync(build, folder);
  const entry = releaseEntry(remote, version);
  const history = readHistory(rootDir);
  history[remote] = [...(history[remote] ?? []), { version, entry, previous, releasedAt: date.toISOString() }];
  writeJson(join(rootDir, 'history.json'), history);
  writeJson(join(rootDir, 'portal.config.json'), { ...config, remotes: { ...config.remotes, [remote]: entry } });
  return { entry, previous };
}

/** The folder a configuration address names, when it is a release of ours. */
const folderOf = (rootDir, entry) => {
  const [, remote, version] = /^\/releases\/([\w-]+)\/([\w.-]+)\/mf-manifest\.json$/.exec(entry) ?? [];
  return remote ? versionFolder(rootDir, remote, version) : null;
};

/**
 * Points the served configuration back at what the remote's last release replaced, and forgets
 * that release (its folder stays: pages holding it keep working). Refuses when the configuration
 * was changed by hand since, or the previous version's folder is gone.
 */
export function rollback({ rootDir, baseFile, remote }) {
  const config = servedConfig(rootDir, baseFile);
  const current = namedRemote(config, remote);
  const history = readHistory(rootDir);
  const releases = history[remote] ?? [];
  const last = releases.at(-1);
  if (!last) throw new Error(`${remote} has no release to roll back`);
  if (last.entry !== current) throw new Error(`portal.config.json names ${current} for ${remote}, not its last release ${last.entry}`);
  const previousFolder = folderOf(rootDir, last.previous);
  if (previousFolder && !existsSync(previousFolder)) throw new Error(`the version before, ${last.previous}, is no longer on disk`);
  writeJson(join(rootDir, 'portal.config.json'), { ...config, remotes: { ...config.remotes, [remote]: last.previous } });
  history[remote] = releases.slice(0, -1);
  writeJson(join(rootDir, 'history.json'), history);
  return { from: last.entry, to: last.previous };
}
