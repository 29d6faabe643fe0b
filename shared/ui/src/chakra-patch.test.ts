import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The pnpm patch of Chakra's built files (docs/chakra-patch.md) fails quietly: Chakra without it
// still works, only slower (the global styles made again, the token dictionary built, not
// restored), and the token snapshot test compares a built dictionary with itself. This test fails
// instead when the installed Chakra is not the patched version or lacks a line the patch adds.
const root = path.join(__dirname, '../../..');
const chakra = path.join(__dirname, '../node_modules/@chakra-ui/react');
const patchName = readdirSync(path.join(root, 'patches')).find((name) => name.startsWith('@chakra-ui__react@'));

/** The lines the patch adds, by the file of the package it adds them to. */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of patch.split('\n')) {
    const file = /^\+\+\+ b\/(.+)$/.exec(line)?.[1];
    if (file) files.set(file, (current = []));
    else if (line.startsWith('+') && line.slice(1).trim()) current.push(line.slice(1).trim());
  }
  return files;
}

describe('the patch of Chakra', () => {
  it('is for the installed version, the one pnpm-workspace.yaml patches', () => {
    const { version } = JSON.parse(readFileSync(path.join(chakra, 'package.json'), 'utf8')) as { version: string };
    expect(patchName).toBe(`@chakra-ui__react@${version}.patch`);
    expect(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')).toContain(`'@chakra-ui/react@${version}': patches/${patchName}`);
  });

  it('is applied to every built file it changes', () => {
    const files = addedLines(readFileSync(path.join(root, 'patches', patchName!), 'utf8'));
    // Both builds (webpack takes esm, jest cjs) and the types of `tokenSnapshot`.
    expect(files.size).toBeGreaterThan(0);
    for (const [file, lines] of files) {
      const built = readFileSync(path.join(chakra, file), 'utf8');
      const missing = lines.filter((line) => !built.includes(line));
      expect({ file, missing }).toEqual({ file, missing: [] });
    }
  });
});
