// A page of the host that boots without the shell, prerendered at build (issue 14): /login,
// /forgot-password and /reset-password. Two compilations beside the shell's: one for Node that
// renders the page's markup with react-dom/server, and the page's browser bundle (no Module
// Federation: no runtime, nothing shared), whose HTML carries that markup and the page's CSS, so
// the page is painted before any script runs; the bundle hydrates it.
const path = require('node:path');
const fs = require('node:fs');
const vm = require('node:vm');
const { createRequire } = require('node:module');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { deliveryPlugins, fontRule, persistentCache, swcMinimizer, swcRule } = require('./webpack.preset.cjs');

const NAME = 'PrerenderedPagePlugin';

/** Keeps the code of the Node bundle as it is emitted (in memory under the dev server too). */
class KeepBundlePlugin {
  constructor(file, kept) {
    this.file = file;
    this.kept = kept;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT }, () => {
        this.kept.code = compilation.getAsset(this.file)?.source.source().toString() ?? null;
      });
    });
  }
}

/** Runs the Node bundle (its packages are required by absolute path) and answers its render(). */
function renderMarkup(code, filename) {
  if (!code) throw new Error(`${filename} was not built`);
  const module = { exports: {} };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  wrapper(module.exports, createRequire(filename), module, filename, path.dirname(filename));
  return module.exports.render();
}

/** The stylesheet without comments and spaces it does not need; inlined, it costs no request. */
const compactCss = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .trim();

/** Rebuilds the page when its stylesheet changes under the dev server. */
class WatchFilePlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, () => compilation.fileDependencies.add(this.file));
    });
  }
}

/** What the Node and browser compilations of a page share. */
const commonConfig = (production) => ({
  mode: production ? 'production' : 'development',
  cache: persistentCache(production, __filename),
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: { rules: [swcRule(production), fontRule()] },
  performance: { hints: false },
});

/** Whether Node reads `file` as an ES module: .mjs, or .js in a package of `"type": "module"`. */
function isEsModule(file) {
  if (file.endsWith('.mjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).type === 'module';
  }
  return false;
}

/**
 * The Node build bundles the workspace's sources only: a package they import is left to Node's
 * `require`, by the path Node resolves from the importing file (pnpm links a package's
 * dependencies beside it), so webpack does not parse Chakra & co. again at each build. A package
 * whose entry for `require` is an ES module (ky) is bundled: Node 20 before 20.19 cannot require it.
 */
function requirePackages({ context, request }, callback) {
  if (!request || /^(\.|\/|!|@portal\/)/.test(request)) return callback();
  let resolved;
  try {
    resolved = require.resolve(request, { paths: [context] });
  } catch {
    return callback();
  }
  return isEsModule(resolved) ? callback() : callback(null, `commonjs ${resolved}`);
}

/**
 * A compilation for Node of `prerender` (a module exporting `render(): string`), run at build so
 * that what it renders can be written into an HTML page. `render()` answers once that compilation
 * has emitted: a compilation using it lists `name` in its `dependencies`.
 * @param {object} options
 * @param {string} options.dir        the app folder
 * @param {string} options.name       names the compilation (`${name}-prerender`) and its folder
 * @param {string} options.prerender  the module, relative to `dir`
 */
function nodeRenderer({ dir, name, prerender }) {
  const bundleFile = `${name}-prerender.cjs`;
  const bundle = { code: null };
  const output = path.join(dir, 'node_modules/.cache/prerendered-pages', name);
  return {
    name: `${name}-prerender`,
    render: () => renderMarkup(bundle.code, path.join(output, bundleFile)),
    config: (production) => ({
      ...commonConfig(production),
      name: `${name}-prerender`,
      target: 'node',
      externals: [requirePackages],
      devtool: false,
      entry: path.join(dir, prerender),
      // A folder per page: each compilation cleans its own.
      output: { path: output, filename: bundleFile, library: { type: 'commonjs2' }, clean: true },
      optimization: { minimize: false },
      plugins: [new KeepBundlePlugin(bundleFile, bundle)],
    }),
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder
 * @param {string} options.name       the page's route without its slash; its files are name.html and name.[contenthash:8].js
 * @param {string} options.entry      the browser entry, which hydrates the markup
 * @param {string} options.prerender  a module exporting `render(): string`, built for Node
 * @param {string} options.css        the page's stylesheet, inlined into its HTML
 * @param {string} options.title
 */
function prerenderedPageConfigs({ dir, name, entry, prerender, css, title }) {
  const markup = nodeRenderer({ dir, name, prerender });
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const web = {
      ...commonConfig(production),
      name,
      // Its HTML needs the markup the Node bundle renders.
      dependencies: [markup.name],
      target: 'web',
      // No source maps in production, as the preset: a served map gives anyone the full source.
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { [name]: path.join(dir, entry) },
      output: {
        path: path.join(dir, 'dist'),
        // One script per page, content-hashed: the HTML is revalidated, the script kept for good.
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: `${name}.[contenthash:8].js`,
        publicPath: '/',
        // The shell builds into the same folder: each cleans only its own files.
        clean: { keep: (file) => !file.startsWith(`${name}.`) },
      },
      plugins: [
        new HtmlWebpackPlugin({
          filename: `${name}.html`,
          template: path.join(__dirname, 'prerendered-page.html'),
          publicPath: '/',
          title,
          cache: false,
          // html-webpack-plugin's production minify, keeping comments: React's `<!-- -->` between
          // two text nodes (`{t('x')} <a>`) is what hydration matches; removed, the page failed to
          // hydrate (error 418) and rendered afresh, losing what the person had typed.
          minify: production && {
            collapseWhitespace: true,
            keepClosingSlash: true,
            removeComments: false,
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            useShortDoctype: true,
          },
          templateParameters: (_compilation, assets, assetTags, options) => ({
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            markup: markup.render(),
            css: compactCss(path.join(dir, css)),
          }),
        }),
        new WatchFilePlugin(path.join(dir, css)),
        ...(production ? deliveryPlugins() : []),
      ],
      optimization: production ? { minimizer: [swcMinimizer()] } : {},
    };
    return [markup.config(production), web];
  };
}

module.exports = { nodeRenderer, prerenderedPageConfigs };
