import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const srcDir = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const read = (file: string) => readFileSync(srcDir + file, 'utf8');

describe("the server's layers", () => {
  it('keeps SQL out of route files: routes call repositories', () => {
    const withSql = sources.filter(
      (f) => f.endsWith('-routes.ts') && /\.(query|exec)\s*[<(]|\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\s/.test(read(f)),
    );
    assert.deepEqual(withSql, []);
  });

  it('has config.ts depend on no domain: the domains read the configuration, not the other way', () => {
    const imports = [...read('config.ts').matchAll(/from '(\.[^']+)'/g)].map((m) => m[1]);
    assert.deepEqual(
      imports.filter((path) => path!.includes('/') && !/^\.\/[\w-]+$/.test(path!)),
      [],
    );
  });
});
