// Before a remote built alone is released: does the deployed host provide every shared name the
// remote's code takes from it? Compares the remote's `share-surface.json` (what it consumes from the
// host, by share key and export) with the host's (what it provides), both written by their builds
// (shared/config/share-surface.cjs, ADR 0016), and names what the host lacks.
//   node scripts/check-shared-exports.mjs <host: dist folder or deployed origin> <remote dist folder>
//   e.g. node scripts/check-shared-exports.mjs https://portal.example.pk remote-support/dist
// Exits 1 and prints one line per missing share key or export; 0 when nothing is missing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import surface from '../shared/config/share-surface.cjs';

const { SHARE_SURFACE_FILE, describeMissing, missingSharedExports } = surface;
export { missingSharedExports };

/** A build's share-surface.json, from its dist folder or from a deployed origin (the host serves its dist). */
export async function readSurface(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(new URL(SHARE_SURFACE_FILE, location.endsWith('/') ? location : `${location}/`));
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(join(location, SHARE_SURFACE_FILE), 'utf8'));
}

/**
 * What the release command calls: the lines naming what the host lacks, [] when it lacks nothing.
 * @param {string} hostLocation the deployed host's origin, or a host dist folder
 * @param {string} remoteDist the remote's dist folder about to be released
 */
export async function checkSharedExports(hostLocation, remoteDist) {
  return describeMissing(missingSharedExports(await readSurface(hostLocation), await readSurface(remoteDist)));
}

/** @param {string[]} args */
async function main([hostLocation, remoteDist]) {
  if (!hostLocation || !remoteDist) {
    console.error('usage: node scripts/check-shared-exports.mjs <host dist folder or origin> <remote dist folder>');
    return 2;
  }
  const lines = await checkSharedExports(hostLocation, remoteDist);
  for (const line of lines) console.error(`${remoteDist}: ${line}`);
  if (lines.length === 0) console.log(`${remoteDist}: the host at ${hostLocation} provides everything it consumes`);
  return lines.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
