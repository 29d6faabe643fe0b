import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { randomSecret } from './config';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// One folder below server/, where dist/ is: the bundle finds migrations/ from there.
const outdir = `dist-test-${process.pid}`;

// The container image runs the bundle build.mjs makes (node dist/main.js), not TypeScript.
describe('the server bundle', () => {
  after(() => rmSync(`${serverDir}${outdir}`, { recursive: true, force: true }));

  it('builds, migrates a new database and listens, with node alone', { timeout: 180_000 }, async () => {
    const build = spawnSync(process.execPath, ['build.mjs', outdir], { cwd: serverDir, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
    const env = { PATH: process.env.PATH, DATA_DIR: 'memory', JWT_SECRET: randomSecret(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
    const server = spawn(process.execPath, [`${outdir}/main.js`], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const listening = await new Promise<boolean>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening')) resolve(true);
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.on('exit', () => resolve(false));
    });
    server.kill();
    assert.ok(listening, output);
  });
});
