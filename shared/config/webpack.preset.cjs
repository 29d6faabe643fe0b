// One webpack + Module Federation preset for the host and the six remotes, so seven configs do not drift.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const fs = require('node:fs');
const { sources } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { CompressPlugin } = require('./compress-plugin.cjs');
const { CompileHintPlugin } = require('./compile-hint-plugin.cjs');
const { ProvideUsedExportsPlugin } = require('./shared-exports.cjs');
const { remoteChunks } = require('./remote-chunks.cjs');
const { ShellPreloadsPlugin } = require('./shell-preloads.cjs');
const { ShareSurfacePlugin } = require('./share-surface.cjs');
const { intlWarmUp } = require('./intl-warm-up.cjs');
const { portOf, remotePorts } = require('./apps.cjs');
const {
  NameUiEntryChunksPlugin,
  TemplateWithoutProvidesPlugin,
  apiRelease1,
  shellChunks,
  uiEntriesApart,
  uiEntryFiles,
  uiRelease1,
} = require('./host-chunks.cjs');

/** The server in development, which every dev server forwards /api/ to: pages call the API at their own origin. */
const devApiOrigin = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:4000';
const apiDevProxy = { context: ['/api'], target: devApiOrigin };

/** The host's dev server also forwards /remotes/<name>/ to that remote's dev server. */
const hostDevProxy = () => [
  apiDevProxy,
  ...[...remotePorts].map(([name, port]) => ({
    context: [`/remotes/${name}/`],
    target: `http://localhost:${port}`,
    pathRewrite: { [`^/remotes/${name}`]: '' },
  })),
];

/** Emits the files of the app's public/ folder (the host's portal.config.json) into the build. */
class PublicFolderPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFolderPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const name of fs.readdirSync(this.dir)) {
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(path.join(this.dir, name))));
          }
        },
      );
    });
  }
}

/**
 * @portal/i18n is shared like the others but stays out of `hostProvided`: a remote bundles a copy
 * as its fallback, so under a host built before the i18n layer it runs on its own copy, in English
 * (ADR 0022). Under today's host the host's copy is loaded first and the fallback never downloads.
 */
const portalPackages = ['@portal/session', '@portal/ui', '@portal/forms', '@portal/i18n'];

/**
 * @portal/api's one module with state (the base URL, the 401 handler the host sets, the ky
 * instance), shared by its resolved path, so every app's endpoint functions ('./client' inside the
 * package) use the host's configured client. The endpoint functions and @portal/contracts are
 * pure: not shared, each app bundles the ones its screens call, split per route (issue 14: shared
 * whole, every signed-in page carried every endpoint and schema of the portal).
 */
const apiClient = path.join(__dirname, '../api/src/client.ts');
/** Its live event stream (live.ts): one EventSource per tab, whose events every app's screens hear. */
const apiLive = path.join(__dirname, '../api/src/live.ts');

/**
 * Singletons shared by every app. Versions are explicit because a `workspace:*` range is not
 * semver. The `react/` and `react-dom/` prefixes catch `react/jsx-runtime` and `react-dom/client`.
 * `react-router` is not shared on its own: only react-router-dom imports it, so it travels inside
 * that singleton, where webpack can see which of its exports are used (`export *` from a shared
 * module hides them).
 */
function sharedSingletons(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const version = (name) => pkg.dependencies[name];
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
  const shared = {
    react: singleton(`^${version('react')}`),
    'react/': singleton(`^${version('react')}`),
    'react-dom': singleton(`^${version('react-dom')}`),
    'react-dom/': singleton(`^${version('react-dom')}`),
    'react-router-dom': singleton(`^${version('react-router-dom')}`),
    zustand: singleton(`^${version('zustand')}`),
    // One QueryClient for the whole portal: a second copy of the library would not see its context.
    '@tanstack/react-query': singleton(`^${version('@tanstack/react-query')}`),
  };
  for (const name of portalPackages) shared[name] = singleton('^1.0.0');
  // @portal/ui's '.' broke release 1's interface (names moved to its other entries), so its second
  // major is shared under a key of its own; release 1's key is a facade over the same singletons
  // that the host keeps providing for remotes built before (ADR 0016).
  shared['@portal/ui'] = { ...singleton('^2.0.0'), shareKey: '@portal/ui/v2' };
  shared[uiRelease1] = { ...singleton('^1.0.0'), shareKey: '@portal/ui', version: '1.0.0' };
  // The same for @portal/api's client: the endpoint table replaced its calls (issue 36).
  shared[apiClient] = { ...singleton('^2.0.0'), shareKey: '@portal/api/client/v2', version: '2.0.0' };
  shared[apiRelease1] = { ...singleton('^1.0.0'), shareKey: '@portal/api/client', version: '1.0.0' };
  shared[apiLive] = { ...singleton('^2.0.0'), shareKey: '@portal/api/live', version: '2.0.0' };
  // Provided by their files: the federation provides a module named by its package only when the
  // build meets an import of that name, and the host's own code imports neither of these.
  for (const [entry, file] of Object.entries(uiEntryFiles)) shared[entry] = { ...singleton('^1.0.0'), import: file, version: '1.0.0' };
  return shared;
}

// ── Build speed and delivery (issue 14) ──────────────────────────────────────────────────────────

/**
 * Shared singletons the host always provides, because its own code imports them. A remote built for
 * the host consumes them from the host (`import: false`) instead of bundling and minifying a copy it
 * never uses: a remote's build fell from ~23 s to ~5 s. A package only remotes import
 * (@portal/forms) stays bundled, so the first remote that needs it provides it.
 */
const hostProvided = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  apiClient,
  apiRelease1,
  apiLive,
  '@portal/session',
  '@portal/ui',
  uiRelease1,
  ...uiEntriesApart,
];

/**
 * The host consumes only the versions it provides itself, so it does not check them against its
 * ranges: at start-up the federation runtime parsed each range to compare the host's version with
 * itself, once per shared module (issue 14). A remote's consumption keeps its range and checks it.
 */
function withoutVersionCheck(shared) {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, requiredVersion: false }]));
}

function consumedFromHost(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [name, hostProvided.includes(name) ? { ...config, import: false } : config]),
  );
}

/**
 * The third-party libraries the host provides only by the exports the workspace imports
 * (shared-exports.cjs): whole, react-router's server and framework APIs put ~50 KB Brotli on every
 * signed-in first load. A remote that takes a new name from them is refused at its release by
 * `scripts/check-shared-exports.mjs`, which names it. The portal's own packages are provided whole
 * (ADR 0016).
 */
const treeShakenShared = ['react-router-dom', '@tanstack/react-query'];

/**
 * The runtime plugin that publishes the host's federation runtime for the remotes, as
 * `experiments.provideExternalRuntime` adds it but by its ES module: that option names the CommonJS
 * file, which brought a second, CommonJS copy of the runtime into the host's main.js (+10 KB).
 */
const injectRuntimePlugin = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
  })
  .replace(/index\.cjs$/, 'index.js');

/** swc's minifier (through webpack's own minimizer plugin): ~2.5x faster than terser here, output no larger. */
const swcMinimizer = () => new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } });

/** What every production build delivers beside its files: the compile hint, then compressed copies. */
const deliveryPlugins = () => [new CompileHintPlugin(), new CompressPlugin()];

/**
 * webpack's cache on disk, for development builds (node_modules/.cache/webpack of each app): a
 * rebuild after an edit takes about half the time. Production builds go without. `npm start`, CI
 * and the compose images build a clean clone once, where writing the cache made the seven builds
 * take 83 s instead of 53 s (issue 14 asks for 60). Restored from it, the host's production build
 * had also loaded a stale chunk after a change to @portal/ui (React error #130 on every page).
 */
const persistentCache = (production, ...configFiles) =>
  production ? false : { type: 'filesystem', buildDependencies: { config: [__filename, ...configFiles] } };

// ─────────────────────────────────────────────────────────────────────────────────────────────────

/** Font files (the Urdu font, ADR 0022): emitted beside the build and imported by their URL. */
const fontRule = () => ({ test: /\.woff2$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } });

/** TypeScript and JSX through swc, transpile only (types are checked by `pnpm typecheck`). */
function swcRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name       federation name, e.g. 'account'
 * @param {Record<string,string>} [options.exposes]  what a remote exposes to the host
 * @param {boolean} [options.isHost]
 * @param {string[]} [options.pages]  the host's pages that boot without the shell (prerendered-page.cjs), built into the same dist/
 * @param {{ name: string, render: () => string }} [options.headStyles]  renders the `<style>` elements of the page's head at build (a nodeRenderer of prerendered-page.cjs)
 */
function portalWebpackConfig({ dir, name, exposes = {}, isHost = false, pages = [], headStyles }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's production build is only ever loaded by the host (issue 14): no page of its own (no
    // entry, no index.html) and the host's singletons not bundled. A remote run alone is the dev
    // harness (`pnpm --filter remote-x dev`), whose development build keeps both.
    const remoteForHost = production && !isHost;
    return {
      mode: production ? 'production' : 'development',
      ...(headStyles ? { dependencies: [headStyles.name] } : {}),
      entry: remoteForHost ? {} : path.join(dir, 'src/index.ts'),
      cache: persistentCache(production),
      // No source maps in production: a served map gives anyone the full source (issue 37).
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // [contenthash] in `filename` breaks the federation runtime; chunks carry it instead.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: isHost ? '/' : 'auto',
        // The pages built beside the shell clean their own files.
        clean: { keep: (file) => pages.some((page) => file.startsWith(`${page}.`)) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: [swcRule(production), fontRule()] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: remoteForHost
            ? consumedFromHost(sharedSingletons(dir))
            : isHost
              ? withoutVersionCheck(sharedSingletons(dir))
              : sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          // The host hands its federation runtime to the remotes it loads (a global), so a remote's
          // entry does not bring a second copy (remoteEntry.js 23 to 7 KB Brotli; issue 14).
          runtimePlugins: isHost ? [injectRuntimePlugin] : [],
          experiments: { optimization: { target: 'web' }, ...(remoteForHost ? { externalRuntime: true } : {}) },
        }),
        new PublicFolderPlugin(path.join(dir, 'public')),
        ...(remoteForHost
          ? []
          : [
              new HtmlWebpackPlugin({
                // Absolute script paths, so a remote run alone also loads at a nested URL (/support/closed);
                // the federation runtime's 'auto' public path is then read from that script's address.
                publicPath: '/',
                template: path.join(__dirname, 'index.html'),
                title: 'Supplier Portal',
                favicon: path.join(__dirname, 'favicon.svg'),
                templateParameters: (_compilation, assets, assetTags, options) => ({
                  htmlWebpackPlugin: { tags: assetTags, files: assets, options },
                  headStyles: headStyles?.render() ?? '',
                  bodyScript: isHost ? `<script>${intlWarmUp.script}</script>` : '',
                }),
              }),
            ]),
        ...(production && isHost
          ? [
              new ProvideUsedExportsPlugin(treeShakenShared),
              new TemplateWithoutProvidesPlugin(),
              new NameUiEntryChunksPlugin(),
              new ShellPreloadsPlugin(),
            ]
          : []),
        // What the release check compares: the host's provided exports, a remote's consumed ones (ADR 0016).
        ...(production ? [new ShareSurfacePlugin({ isHost }), ...deliveryPlugins()] : []),
      ],
      optimization: production ? { minimizer: [swcMinimizer()], splitChunks: isHost ? shellChunks() : remoteChunks() } : {},
      performance: { hints: false },
      devServer: {
        // The port `npm start`, the e2e stack and the host's dev proxy expect the app on.
        port: portOf(path.basename(dir)),
        // A page of its own (/login) is served from its HTML, every other client route from the shell's.
        historyApiFallback: { rewrites: pages.map((page) => ({ from: new RegExp(`^/${page}$`), to: `/${page}.html` })) },
        hot: false,
        // The host serves the API under /api/ and the remotes under /remotes/<name>/, as `npm start`
        // and the compose nginx do (ADR 0013, ADR 0014).
        proxy: isHost ? hostDevProxy() : [apiDevProxy],
        static: [{ directory: path.join(dir, 'public'), watch: false }],
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { portalWebpackConfig, sharedSingletons, swcRule, fontRule, swcMinimizer, persistentCache, deliveryPlugins };
