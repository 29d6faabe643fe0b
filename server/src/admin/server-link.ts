import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the admin command reaches a running server. Embedded PGlite serves one process per data
 * folder, so while a server holds the folder the command asks that server to run it. The server
 * keeps a random key in its data folder (admin.key, readable by its owner only, made on first
 * start) and, while it listens, where it listens (server.json). Whoever can read the data folder
 * can read the database itself, so the key grants nothing more than that.
 */

/** The internal route the admin command calls while a server holds the database. */
export const ADMIN_COMMAND_PATH = '/internal/admin-command';
export const ADMIN_KEY_HEADER = 'x-admin-key';

const KEY_FILE = 'admin.key';
const SERVER_FILE = 'server.json';

/** The key of a data folder, made on first use. */
export function ensureAdminKey(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, KEY_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

export interface ServerLink {
  pid: number;
  /** The server's API base, e.g. http://127.0.0.1:4000/api/v1 */
  url: string;
}

/**
 * Called once the server listens: the command finds it here. Answers a function that removes the
 * note, unless another instance on the same data folder (PostgreSQL) has written its own since.
 */
export function announceServer(dataDir: string, link: ServerLink): () => void {
  const file = join(dataDir, SERVER_FILE);
  // Written whole under another name, then renamed: a reader never sees it half written.
  const written = `${file}.${link.pid}`;
  writeFileSync(written, JSON.stringify(link), { mode: 0o600 });
  renameSync(written, file);
  return () => {
    if (readNote(file)?.pid === link.pid) rmSync(file, { force: true });
  };
}

function readNote(file: string): ServerLink | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ServerLink;
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The server running on this data folder and its key, or null (none announced, or it has stopped). */
export function runningServer(dataDir: string): (ServerLink & { key: string }) | null {
  try {
    const link = readNote(join(dataDir, SERVER_FILE));
    if (!link || typeof link.pid !== 'number' || typeof link.url !== 'string' || !alive(link.pid)) return null;
    return { ...link, key: readFileSync(join(dataDir, KEY_FILE), 'utf8').trim() };
  } catch {
    return null;
  }
}

/** The address a local command uses for a server listening on `host`. */
export const localUrl = (host: string, port: number, prefix: string) =>
  `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}${prefix}`;
