const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { usedExports } = require('./shared-exports.cjs');

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
    'remote-a/src/page.tsx': "import {\n  Table,\n  type TableProps,\n  Skeleton,\n} from '@portal/ui';\nimport type { Location } from 'react-router-dom';",
    'shared/ui/src/index.ts': "export { Spinner } from '@portal/ui';\nimport Router from 'react-router-dom';",
  });
  const used = usedExports(packages, root);
  expect([...used.get('@portal/ui')].sort()).toEqual(['Box', 'Button', 'Skeleton', 'Spinner', 'Table']);
  expect([...used.get('react-router-dom')].sort()).toEqual(['Link', 'default']);
});

test('leaves out tests and type-only imports', () => {
  const root = workspace({
    'remote-a/src/page.test.tsx': "import { Dialog } from '@portal/ui';",
    'remote-a/src/types.ts': "import type { BoxProps } from '@portal/ui';",
  });
  expect([...usedExports(packages, root).get('@portal/ui')]).toEqual([]);
});

test('a namespace import, export * or a dynamic import() takes the whole package', () => {
  for (const text of ["import * as ui from '@portal/ui';", "export * from '@portal/ui';", "const ui = await import('@portal/ui');"]) {
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
