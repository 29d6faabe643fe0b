// Goal 3 of issue 14: the portal against the same screens built as one ordinary webpack app.
// The host's own production config without Module Federation, its remote loader replaced by plain
// `import()` of each remote's exposed modules (read from the remotes' configs, so every route
// stays, each as a lazy chunk as an ordinary app would split it). Same sources, loaders, minifier
// and compressed copies, so the difference is what federation costs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = new URL('../..', import.meta.url).pathname;
const requireConfig = createRequire(join(root, 'shared/config/package.json'));
const webpack = requireConfig('webpack');
const remotes = ['account', 'messaging', 'support', 'bookings', 'listings', 'signup'];
/** The host module that registers and loads remotes; the single app takes a plain one instead. */
const REMOTE_LOADER = /host[\\/]src[\\/]federation[\\/]remote-registry\.tsx?$/;

const isFederation = (plugin) => plugin.constructor.name === 'ModuleFederationPlugin';
const isFederated = (config) => config.plugins.some(isFederation);
/** Every production config of an app (the host's also builds its pages, such as /login, and what its HTML needs). */
const productionConfigs = (file) => [requireConfig(file)({}, { mode: 'production' })].flat();
/** An app's production build with federation (the host's pages are left out of this comparison). */
const productionConfig = (file) => productionConfigs(file).find(isFederated);

/** `remote/Module` to the file it exposes, for every remote. */
function exposedModules() {
  return remotes.flatMap((remote) => {
    const dir = join(root, `remote-${remote}`);
    const federation = productionConfig(join(dir, 'webpack.config.cjs')).plugins.find(isFederation);
    return Object.entries(federation._options.exposes).map(([key, file]) => [`${remote}/${key.replace('./', '')}`, join(dir, file)]);
  });
}

/**
 * The plain loader's source: the same exports as the host's remote registry
 * (`host/src/federation/remote-registry.ts`), with no federation: each remote has one version,
 * never refreshed. `modules` pairs `remote/Module` with the file it exposes.
 * @param {string[][]} modules
 */
export function plainLoaderSource(modules) {
  const entries = modules.map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`);
  return `const modules = {\n${entries.join('\n')}\n};
export function startFederation() {}
export function resetRemote() {}
export const remoteEntry = () => '';
export const subscribeToRemoteEntries = () => () => {};
export async function refreshRemote() {
  return false;
}
export function loadRouteModule(remote, module) {
  return modules[remote + '/' + module]();
}
`;
}

function writeLoader(dir) {
  const file = join(dir, 'remote-loader.js');
  writeFileSync(file, plainLoaderSource(exposedModules()));
  return file;
}

/** Builds the single app into a temporary folder; answers the folder and the build's seconds. */
export async function buildSingleApp() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-single-app-'));
  const loader = writeLoader(dir);
  const hostConfigs = productionConfigs(join(root, 'host/webpack.config.cjs'));
  const host = hostConfigs.find(isFederated);
  // The builds the shell's HTML waits for (the Node build of the design system's global styles):
  // the single app's page carries the same styles.
  const dependencies = hostConfigs.filter((config) => host.dependencies?.includes(config.name));
  let replaced = false;
  const config = {
    ...host,
    cache: false,
    output: { ...host.output, path: join(dir, 'dist') },
    // webpack's own splitting, as an ordinary app has: the host's one file of shared libraries
    // (shellChunks in the preset) exists because federation provides them.
    optimization: { ...host.optimization, splitChunks: undefined },
    plugins: [
      // The preloads name the federated shell's chunks (shell-libraries); they add no bytes.
      ...host.plugins.filter((plugin) => !isFederation(plugin) && plugin.constructor.name !== 'ShellPreloadsPlugin'),
      new webpack.NormalModuleReplacementPlugin(REMOTE_LOADER, (resolved) => {
        if (!resolved.createData?.resource) return;
        resolved.createData.resource = loader;
        replaced = true;
      }),
    ],
  };
  const started = performance.now();
  const stats = await new Promise((resolve, reject) => {
    webpack([...dependencies, config], (error, result) =>
      error ? reject(error) : result.hasErrors() ? reject(new Error(result.toString('errors-only'))) : resolve(result.stats.at(-1)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  if (!replaced)
    throw new Error(
      'the single-app build found no host/src/federation/remote-registry to replace: update REMOTE_LOADER in e2e/bench/single-app.mjs',
    );
  return { dir: join(dir, 'dist'), seconds, modules: stats.compilation.modules.size };
}
