import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One house style where the spec names none (issue 34): every screen's buttons teal, sign-up and
 * profile included, which were blue. The spec names colours only for statuses.
 */
const root = join(__dirname, '../../..');
const sourceFolders = readdirSync(root)
  .filter((name) => name === 'host' || name.startsWith('remote-'))
  .map((name) => join(root, name, 'src'))
  .concat(readdirSync(join(root, 'shared')).map((name) => join(root, 'shared', name, 'src')));

const screenFiles = (folder: string): string[] => {
  try {
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => join(folder, file));
  } catch {
    return []; // a shared package without src (config)
  }
};

describe('house style', () => {
  it('colours no control blue: buttons and progress are teal on every screen', () => {
    const blue = sourceFolders
      .flatMap(screenFiles)
      .filter((file) => /colorPalette=("blue"|\{[^}]*'blue')/.test(readFileSync(file, 'utf8')));
    expect(blue.map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});
