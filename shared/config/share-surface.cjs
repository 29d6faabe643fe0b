// What an app's build takes from or gives to the federation's share scope, by name, written beside
// its files as `share-surface.json` (ADR 0016). The host's lists what it provides under each share
// key and the exports of each; a remote's lists what it consumes from the host (`import: false`: no
// copy of its own to fall back on) and the exports its code uses. `scripts/check-shared-exports.mjs`
// compares a remote's with the deployed host's before the remote is released.
const { sources } = require('webpack');
const { UsageState } = require('webpack/lib/ExportsInfo');

const FILE = 'share-surface.json';

/**
 * The exports a provided module keeps, sorted (the host prunes some libraries to what the workspace
 * imports: shared-exports.cjs), or null when webpack cannot list them (CommonJS such as React).
 */
function keptExports(exportsInfo) {
  const provided = exportsInfo?.getProvidedExports();
  return Array.isArray(provided) ? provided.filter((name) => exportsInfo.getUsed(name, undefined) !== UsageState.Unused).sort() : null;
}

/** Each provided module's share key with the exports of the module it provides. */
function provided(compilation) {
  const surface = {};
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    // Provided lazily: the module it provides hangs from an async block.
    const dependency = module.dependencies[0] ?? module.blocks[0]?.dependencies[0];
    const target = dependency && compilation.moduleGraph.getModule(dependency);
    const exportsInfo = target && compilation.moduleGraph.getExportsInfo(target);
    surface[module._name] = { version: module._version || null, exports: keptExports(exportsInfo) };
  }
  return surface;
}

/**
 * The exports the app's code takes from a consumed module, read from each import of it: webpack
 * cannot list a module it has no copy of, so its usage flags say "unknown". null: the whole
 * namespace (`import * as`, `export *`), which names nothing.
 */
function takenExports(compilation, module) {
  const taken = new Set();
  for (const { dependency } of compilation.moduleGraph.getIncomingConnections(module)) {
    if (!dependency) continue;
    for (const reference of compilation.getDependencyReferencedExports(dependency, undefined)) {
      const name = Array.isArray(reference) ? reference : reference.name;
      if (name.length === 0) return null;
      taken.add(name[0]);
    }
  }
  return [...taken].sort();
}

/** Each share key the app consumes without a fallback of its own, with the exports its code uses. */
function consumedFromHost(compilation) {
  const surface = {};
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module' || module.options.import) continue;
    surface[module.options.shareKey] = {
      requiredVersion: module.options.requiredVersion || null,
      exports: takenExports(compilation, module),
    };
  }
  return surface;
}

class ShareSurfacePlugin {
  /** @param {{ isHost: boolean }} options */
  constructor({ isHost }) {
    this.isHost = isHost;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShareSurfacePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShareSurfacePlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const surface = this.isHost ? { provides: provided(compilation) } : { consumes: consumedFromHost(compilation) };
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(surface, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * What the remote consumes from the host that the host does not provide: a share key it lacks, or
 * the names of a key's exports it lacks. An export list of null is unknown (CommonJS, a namespace
 * use): nothing can be named there, so it is not counted as missing.
 * @param {{ provides: Record<string, { exports: string[] | null }> }} host
 * @param {{ consumes: Record<string, { exports: string[] | null }> }} remote
 * @returns {{ shareKey: string, exports: string[] | null }[]} exports null: the whole share key is missing
 */
function missingSharedExports(host, remote) {
  return Object.entries(remote.consumes).flatMap(([shareKey, consumed]) => {
    const provided = host.provides[shareKey];
    /** @type {{ shareKey: string, exports: string[] | null }[]} */
    const none = [];
    if (!provided) return [{ shareKey, exports: null }];
    const providedNames = provided.exports;
    if (!providedNames || !consumed.exports) return none;
    const lacking = consumed.exports.filter((name) => !providedNames.includes(name));
    return lacking.length > 0 ? [{ shareKey, exports: lacking }] : none;
  });
}

/** One line per missing share key or export, as the release refuses with. */
const describeMissing = (missing) =>
  missing.map(({ shareKey, exports }) =>
    exports ? `the host does not provide ${exports.join(', ')} of ${shareKey}` : `the host does not provide ${shareKey}`,
  );

module.exports = { ShareSurfacePlugin, SHARE_SURFACE_FILE: FILE, describeMissing, missingSharedExports };
