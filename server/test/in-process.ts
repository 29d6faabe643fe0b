// Runs the given test files one after another in this one process: node:test queues each file's
// top-level tests behind the previous file's, and the process exits 1 if any failed. One process
// per core instead of one per file saves the ~3 s of start-up (tsx, Fastify, the app) each file
// paid again (docs/bench/ci-time.md).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) await import(pathToFileURL(resolve(file)).href);
