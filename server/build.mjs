// `pnpm --filter server build`: the server and its seed as JavaScript in dist/, for the container
// image (node dist/main.js, no TypeScript loader at run time). Each is one bundle that includes
// @portal/contracts (TypeScript source) and its dependencies; the server's own dependencies stay
// in node_modules. The bundles sit one folder below server/, as src/config.ts does, so the paths
// they compute from import.meta.url (the data folder, migrations/) are the same.
import { readFileSync } from 'node:fs';

import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/seed/main.ts' },
  // Another folder beside dist/ may be given (the bundle's test builds its own).
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@portal/')),
  // Bundled CommonJS (libphonenumber-js) may call require(); an ES module has none of its own.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
