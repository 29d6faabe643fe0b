// One webpack + Module Federation preset for the host and the six remotes, so seven configs do not drift.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const fs = require('node:fs');
const { DefinePlugin, sources } = require('webpack');

/** Emits the files of the app's public/ folder (the host's portal.config.json) into the build. */
class PublicFolderPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFolderPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.dir)) return;
        for (const name of fs.readdirSync(this.dir)) {
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(path.join(this.dir, name))));
        }
      });
    });
  }
}

const portalPackages = ['@portal/contracts', '@portal/api', '@portal/session', '@portal/ui', '@portal/forms'];

/**
 * Singletons shared by every app. Versions are explicit because a `workspace:*` range is not
 * semver. The `react/` and `react-dom/` prefixes catch `react/jsx-runtime` and `react-dom/client`.
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
    'react-router': singleton(`^${version('react-router-dom')}`),
    'react-router-dom': singleton(`^${version('react-router-dom')}`),
    zustand: singleton(`^${version('zustand')}`),
  };
  for (const name of portalPackages) shared[name] = singleton('^1.0.0');
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name       federation name, e.g. 'account'
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes]  what a remote exposes to the host
 * @param {boolean} [options.isHost]
 */
function portalWebpackConfig({ dir, name, port, exposes = {}, isHost = false }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // [contenthash] in `filename` breaks the federation runtime; chunks carry it instead.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: isHost ? '/' : 'auto',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
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
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new PublicFolderPlugin(path.join(dir, 'public')),
        // Only the dev harness of a remote run alone reads this; the host takes portal.config.json.
        new DefinePlugin({ 'process.env.PORTAL_API_URL': JSON.stringify(process.env.PORTAL_API_URL ?? 'http://localhost:4000/api/v1') }),
        new HtmlWebpackPlugin({
          // Absolute script paths, so a remote run alone also loads at a nested URL (/support/closed);
          // the federation runtime's 'auto' public path is then read from that script's address.
          publicPath: '/',
          template: path.join(__dirname, 'index.html'),
          title: 'Supplier Portal',
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
      ],
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: [{ directory: path.join(dir, 'public'), watch: false }],
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { portalWebpackConfig, sharedSingletons };
