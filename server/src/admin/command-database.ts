import { readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { sep } from 'node:path';

import type { CommandConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { AdminError } from './admin-error';

/**
 * Opens and migrates the database the server would open, for the seed and admin commands. Embedded
 * PGlite serves one process per data folder: a second one neither sees the other's writes nor keeps
 * the files consistent, so a command refuses to run while a server holds the same folder open.
 */
export async function openCommandDatabase(config: CommandConfig): Promise<Database> {
  if (!config.DATABASE_URL && config.dataDir) {
    const holders = processesUsing(config.dataDir);
    if (holders.length > 0) {
      throw new AdminError(
        `The PGlite data folder ${config.dataDir} is in use by process ${holders.join(', ')} (a running server?). ` +
          'Stop it first, or run the server and this command on PostgreSQL with DATABASE_URL.',
      );
    }
  }
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await migrate(db);
  return db;
}

/** Other processes with a file open inside `dir`, from Linux's /proc (elsewhere none are found). */
export function processesUsing(dir: string): number[] {
  let root: string;
  try {
    root = realpathSync(dir) + sep;
    return readdirSync('/proc')
      .filter((entry) => /^[0-9]+$/.test(entry) && Number(entry) !== process.pid)
      .map(Number)
      .filter((pid) => holdsFileUnder(pid, root));
  } catch {
    return []; // no data folder yet, or no /proc
  }
}

function holdsFileUnder(pid: number, root: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(root);
      } catch {
        return false; // closed meanwhile
      }
    });
  } catch {
    return false; // another user's process, or gone
  }
}
