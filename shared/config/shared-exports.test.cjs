const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { entryOf, usedExports } = require('./shared-exports.cjs');

const roots = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A workspace of the given files (path: text), with the folders the reading expects. */
function workspace(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-exports-'));
  roots.push(root);
  for (const dir of ['host/src', 'remote-a/src', 'shared/ui/src']) fs.mkdirSync(path.join(root, dir), { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

const packages = ['@portal/ui', 'react-router-dom'];

test('collects the names every source imports or re-exports, across lines, with aliases and defaults', () => {
  const root = workspace({
    'host/src/app.tsx': "import { Box, Button as B } from '@portal/ui';\nimport { Link } from 'react-router-dom';",
    'remote-a/src/page.tsx':
      "import {\n  Table,\n  type TableProps,\n  Skeleton,\n} from '@portal/ui';\nimport type { Location } from 'react-router-dom';",
    'shared/ui/src/index.ts': "export { Spinner } from '@portal/ui';\nimport Router from 'react-router-dom';",
  });
  const used = usedExports(packages, root);
  expect([...(used.get('@portal/ui') ?? [])].sort()).toEqual(['Box', 'Button', 'Skeleton', 'Spinner', 'Table']);
  expect([...(used.get('react-router-dom') ?? [])].sort()).toEqual(['Link', 'default']);
});

test('leaves out tests and type-only imports', () => {
  const root = workspace({
    'remote-a/src/page.test.tsx': "import { Dialog } from '@portal/ui';",
    'remote-a/src/types.ts': "import type { BoxProps } from '@portal/ui';",
  });
  expect([...(usedExports(packages, root).get('@portal/ui') ?? [])]).toEqual([]);
});

test('a namespace import, export * or a dynamic import() (with magic comments or not) takes the whole package', () => {
  const dynamic = ["const ui = await import('@portal/ui');", "const ui = await import(/* webpackMode: 'eager' */ '@portal/ui');"];
  for (const text of ["import * as ui from '@portal/ui';", "export * from '@portal/ui';", ...dynamic]) {
    const root = workspace({ 'remote-a/src/page.tsx': text, 'host/src/app.tsx': "import { Box } from '@portal/ui';" });
    expect(usedExports(packages, root).get('@portal/ui')).toBeNull();
  }
});

test('a declaration it cannot read (a quote in a comment in the braces) takes the whole package', () => {
  const root = workspace({ 'remote-a/src/page.tsx': "import {\n  Box, // the page's frame\n} from '@portal/ui';" });
  expect(usedExports(packages, root).get('@portal/ui')).toBeNull();
});

test('when a remote has no sources here (the compose image of one app), every package is taken whole', () => {
  const root = workspace({ 'host/src/app.tsx': "import { Box } from '@portal/ui';" });
  fs.mkdirSync(path.join(root, 'remote-b'));
  expect(usedExports(packages, root).get('@portal/ui')).toBeNull();
});

test('each entry of a package (a subpath of its exports) has names of its own, and is taken whole on its own', () => {
  const entries = ['@portal/ui', '@portal/ui/lists'];
  const root = workspace({
    'host/src/app.tsx': "import { Box } from '@portal/ui';",
    'remote-a/src/page.tsx': "import { Page } from '@portal/ui';\nimport { ListTable, useListQuery } from '@portal/ui/lists';",
  });
  const used = usedExports(entries, root);
  expect([...(used.get('@portal/ui') ?? [])].sort()).toEqual(['Box', 'Page']);
  expect([...(used.get('@portal/ui/lists') ?? [])].sort()).toEqual(['ListTable', 'useListQuery']);

  fs.writeFileSync(path.join(root, 'remote-a/src/menu.tsx'), "import * as lists from '@portal/ui/lists';");
  fs.writeFileSync(path.join(root, 'remote-a/src/odd.tsx'), "import {\n  SortMenu, // the list's order\n} from '@portal/ui/lists';");
  const whole = usedExports(entries, root);
  expect(whole.get('@portal/ui/lists')).toBeNull();
  expect([...(whole.get('@portal/ui') ?? [])].sort()).toEqual(['Box', 'Page']);
});

/** A module as webpack resolved it: the package.json found above it and its path from there. */
const resolved = (pkg, relativePath) => ({ resourceResolveData: { descriptionFileData: pkg, relativePath } });

test('a provided module is keyed by the package entry whose exports target is its file', () => {
  const ui = {
    name: '@portal/ui',
    exports: { '.': './src/index.ts', './lists': './src/lists.ts', './form-controls': './src/form-controls.ts' },
  };
  expect(entryOf(resolved(ui, './src/index.ts'))).toBe('@portal/ui');
  expect(entryOf(resolved(ui, './src/lists.ts'))).toBe('@portal/ui/lists');
  expect(entryOf(resolved(ui, './src/form-controls.ts'))).toBe('@portal/ui/form-controls');
  // A file no entry names (not one the federation provides) keeps every export.
  expect(entryOf(resolved(ui, './src/app-table.tsx'))).toBeUndefined();
});

test('a package without exports is its name; conditions around a target are read through', () => {
  expect(entryOf(resolved({ name: '@portal/session', main: 'src/index.ts' }, './src/index.ts'))).toBe('@portal/session');
  const query = {
    name: '@tanstack/react-query',
    exports: {
      '.': { import: { types: './build/modern/index.d.ts', default: './build/modern/index.js' } },
      './package.json': './package.json',
    },
  };
  expect(entryOf(resolved(query, './build/modern/index.js'))).toBe('@tanstack/react-query');
  expect(entryOf(resolved({ name: 'one-file', exports: { import: './index.mjs', require: './index.cjs' } }, './index.mjs'))).toBe(
    'one-file',
  );
  expect(entryOf(resolved({ name: 'one-file', exports: './index.mjs' }, './index.mjs'))).toBe('one-file');
  expect(entryOf({})).toBeUndefined();
});
