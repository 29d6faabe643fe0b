import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import type { CommandConfig } from '../config';

/** Where uploaded files live; local disk by default, an object store could implement the same. */
export interface FileStorage {
  save(name: string, bytes: Buffer): Promise<void>;
  open(name: string): Promise<Readable | null>;
  /** Removes a file if it is there (a failed upload's, so none is left without its record). */
  remove(name: string): Promise<void>;
}

function diskStorage(directory: string): FileStorage {
  return {
    async save(name, bytes) {
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, name), bytes, { flag: 'wx' });
    },
    async open(name) {
      const path = join(directory, name);
      const exists = await stat(path).then(
        (s) => s.isFile(),
        () => false,
      );
      return exists ? createReadStream(path) : null;
    },
    async remove(name) {
      await rm(join(directory, name), { force: true });
    },
  };
}

/** The server's uploads folder: <data folder>/uploads (./.data/uploads with the data in memory). */
export const uploadStorage = (config: CommandConfig): FileStorage =>
  diskStorage(join(config.dataDir ?? join(process.cwd(), '.data'), 'uploads'));

/** For tests: files kept in memory; `names` tells which are stored. */
export function memoryStorage(): FileStorage & { names(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    names: () => [...files.keys()],
    async save(name, bytes) {
      files.set(name, bytes);
    },
    async open(name) {
      const bytes = files.get(name);
      if (!bytes) return null;
      const { Readable } = await import('node:stream');
      return Readable.from(bytes);
    },
    async remove(name) {
      files.delete(name);
    },
  };
}
