const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { CompileHintPlugin } = require('./compile-hint-plugin.cjs');
const { swcMinimizer } = require('./webpack.preset.cjs');

let dir;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    '// the entry\nexport function greet(name) {\n  return `Salaam, ${name}`;\n}\ndocument.title = greet(location.hash);\n',
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A production build of the entry, minified and with source maps, as the portal's builds are.
 * @returns {Promise<import('webpack').Stats>}
 */
function build() {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: 'entry.[contenthash:8].js' },
    optimization: { minimizer: [swcMinimizer()] },
    plugins: [new CompileHintPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? stats?.toJson().errors) : resolve(stats))),
  );
}

test('a built script starts with V8 compile hint, and its source map still points at the right lines', async () => {
  const stats = await build();
  const script = Object.keys(stats.compilation.assets).find((name) => name.endsWith('.js'));
  const code = fs.readFileSync(path.join(dir, 'dist', String(script)), 'utf8');
  expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  expect(code).toContain('Salaam');
  const map = JSON.parse(fs.readFileSync(path.join(dir, 'dist', `${script}.map`), 'utf8'));
  // The hint's line maps to nothing; the minified code, one line down, maps to the entry.
  const [hintLine, codeLine] = map.mappings.split(';');
  expect(hintLine).toBe('');
  expect(codeLine.length).toBeGreaterThan(0);
  expect(map.sources.some((source) => source.endsWith('entry.js'))).toBe(true);
});
