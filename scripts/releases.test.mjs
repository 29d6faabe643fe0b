// `pnpm test:scripts`: the release and rollback of one remote on a releases root of its own.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';

import { publish, readHistory, releaseEntry, rollback, servedConfig, versionFolder, versionName } from './releases.mjs';

const base = {
  apiBaseUrl: '/api/v1',
  remotes: { account: '/remotes/account/mf-manifest.json', support: '/remotes/support/mf-manifest.json' },
};
let rootDir;
let baseFile;

beforeEach(() => {
  rootDir = mkdtempSync(join(tmpdir(), 'releases-test-'));
  baseFile = join(rootDir, 'base.json');
  writeFileSync(baseFile, JSON.stringify(base));
});
afterEach(() => rmSync(rootDir, { recursive: true, force: true }));

/** A finished build of `marker`, as the release command leaves it in its staging folder. */
function built(marker) {
  const dir = join(rootDir, '.staging', marker);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ marker }));
  return dir;
}

const release = (version) =>
  publish({ rootDir, baseFile, remote: 'support', version, build: built(version), date: new Date('2026-11-27T15:30:12.345Z') });
const served = () => servedConfig(rootDir, baseFile);

describe('versionName', () => {
  it('is the package version, the commit and the time in UTC', () => {
    assert.equal(
      versionName({ packageVersion: '1.0.0', commit: '627c643', date: new Date('2026-11-27T15:30:12.345Z') }),
      '1.0.0-627c643-20261127T153012Z',
    );
  });
});

describe('publish', () => {
  it('moves the build into its version folder and points the served configuration at it, leaving the other remotes', () => {
    const { entry, previous } = release('v1');
    assert.equal(entry, '/releases/support/v1/mf-manifest.json');
    assert.equal(previous, base.remotes.support);
    assert.deepEqual(JSON.parse(readFileSync(join(versionFolder(rootDir, 'support', 'v1'), 'mf-manifest.json'), 'utf8')), { marker: 'v1' });
    assert.deepEqual(served(), { ...base, remotes: { ...base.remotes, support: entry } });
    assert.deepEqual(readHistory(rootDir).support, [{ version: 'v1', entry, previous, releasedAt: '2026-11-27T15:30:12.345Z' }]);
  });

  it('never overwrites a version', () => {
    release('v1');
    assert.throws(() => release('v1'), /exists already/);
    assert.deepEqual(JSON.parse(readFileSync(join(versionFolder(rootDir, 'support', 'v1'), 'mf-manifest.json'), 'utf8')), { marker: 'v1' });
  });

  it('refuses a remote the portal does not have', () => {
    assert.throws(
      () => publish({ rootDir, baseFile, remote: 'payments', version: 'v1', build: built('v1'), date: new Date() }),
      /not one of the portal's remotes/,
    );
  });
});

describe('rollback', () => {
  it('points back at each version before in turn, down to the host’s own configuration', () => {
    release('v1');
    release('v2');
    assert.deepEqual(rollback({ rootDir, baseFile, remote: 'support' }), {
      from: releaseEntry('support', 'v2'),
      to: releaseEntry('support', 'v1'),
    });
    assert.equal(served().remotes.support, releaseEntry('support', 'v1'));
    // The rolled-back version stays on disk for the pages that still hold it.
    assert.ok(existsSync(versionFolder(rootDir, 'support', 'v2')));
    rollback({ rootDir, baseFile, remote: 'support' });
    assert.equal(served().remotes.support, base.remotes.support);
    assert.throws(() => rollback({ rootDir, baseFile, remote: 'support' }), /no release to roll back/);
  });

  it('refuses when the version before is no longer on disk', () => {
    release('v1');
    release('v2');
    rmSync(versionFolder(rootDir, 'support', 'v1'), { recursive: true });
    assert.throws(() => rollback({ rootDir, baseFile, remote: 'support' }), /no longer on disk/);
    assert.equal(served().remotes.support, releaseEntry('support', 'v2'));
  });

  it('refuses when the configuration no longer names the last release', () => {
    release('v1');
    writeFileSync(join(rootDir, 'portal.config.json'), JSON.stringify(base));
    assert.throws(() => rollback({ rootDir, baseFile, remote: 'support' }), /not its last release/);
  });
});
