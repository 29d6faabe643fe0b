// A throw-away PostgreSQL cluster on loopback for the server tests, from Debian's packages.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(base, version, 'bin') : null;
}

const isRoot = process.getuid?.() === 0;
/** initdb refuses to run as root: run the cluster as the postgres user the package creates. */
const asOwner = (command, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);

export function postgresAvailable() {
  return binDir() !== null;
}

/** Stops clusters an interrupted run left behind, so their ports and memory are free again. */
function stopStaleClusters(pgCtl) {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith('portal-pg-'))) {
    const dir = join(tmpdir(), name);
    if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
      const [c, a] = asOwner(pgCtl, ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      spawnSync(c, a, { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

export function startPostgres(port = 54329) {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL is not installed');
  stopStaleClusters(join(bin, 'pg_ctl'));
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  const exec = (command, args) => {
    const [c, a] = asOwner(join(bin, command), args);
    const result = spawnSync(c, a, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} failed`);
  };
  exec('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  exec('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    // A throw-away cluster: nothing in it has to survive a crash, so no writes wait for the disk.
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    stop() {
      exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
