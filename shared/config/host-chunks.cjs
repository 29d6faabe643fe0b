// How the host's build splits what it provides (issue 14, ADR 0008): @portal/ui's entries other
// than '.' each in a file of their own, every other library the shell boots with in one file, and
// the HTML template compiled without the federation's provides.
const path = require('node:path');

/**
 * `@portal/ui`'s entries other than '.' (its package.json `exports`): the list-screen frame and the
 * choice and progress controls, each shared apart so that a page that uses none of them (the
 * shell, /dashboard) does not load their menus, tabs and state machines (ADR 0008).
 */
const uiPackage = path.join(__dirname, '../ui');
/**
 * `./system` is not one: it is part of '.', which exports it too. The shell's start imports it by
 * itself only to evaluate Chakra's style engine in a task before the components (bootstrap.tsx).
 */
const notApart = new Set(['.', './system']);
const uiEntryFiles = Object.fromEntries(
  Object.entries(require(path.join(uiPackage, 'package.json')).exports)
    .filter(([subpath]) => !notApart.has(subpath))
    .map(([subpath, file]) => [`@portal/ui/${subpath.slice(2)}`, path.join(uiPackage, file)]),
);
const uiEntriesApart = Object.keys(uiEntryFiles);

/**
 * `@portal/ui` as its first major published it, a facade the host provides for remotes built
 * before its names moved (ADR 0016). Apart as well: only such a remote loads it.
 */
const uiRelease1 = path.join(uiPackage, 'src/release-1.ts');
/** `@portal/api`'s client as release 1 published it (`call(path, schema)`, `callList`), the same kind of facade. */
const apiRelease1 = path.join(__dirname, '../api/src/release-1.ts');
const filesApart = { ...uiEntryFiles, '@portal/ui/release-1': uiRelease1, '@portal/api/release-1': apiRelease1 };

/** The `@portal/ui` entry apart (or a release 1 facade) whose file a chunk holds (`@portal/ui/lists`), else undefined. */
const uiEntryOfChunk = (chunk, chunkGraph) =>
  Object.keys(filesApart).find((entry) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => module.resource === filesApart[entry]),
  );

/**
 * The shell boots with the libraries it provides, so they travel in one file rather than one per
 * package (16 requests on the first signed-in load, which HTTP/1.1's six connections per origin
 * queue; issue 14). Only the modules something besides `@portal/ui`'s entries apart needs: a
 * module only those entries need stays in their own chunks, loaded with the first screen that
 * imports them (a list, a form), never by the shell or /dashboard.
 */
function shellChunks() {
  const entryOfChunk = new WeakMap();
  const isApartChunk = (chunk, chunkGraph) => {
    if (!entryOfChunk.has(chunk)) entryOfChunk.set(chunk, uiEntryOfChunk(chunk, chunkGraph));
    return entryOfChunk.get(chunk) !== undefined;
  };
  const library = /[\\/](node_modules|shared)[\\/]/;
  // A language's strings (`common.ur.ts`, the contracts' Urdu messages) and the Urdu font stay in chunks
  // of their own, fetched only when that language is on: in the shell's libraries every English page would carry them.
  const languageOnly = /(\.(?!en\.)[a-z]{2}\.ts|[\\/]urdu-font\.ts|[\\/]contracts[\\/]src[\\/]urdu[\\/][\w-]+\.ts)$/;
  return {
    cacheGroups: {
      shellLibraries: {
        test: (module, { chunkGraph }) =>
          library.test(module.nameForCondition() ?? '') &&
          !languageOnly.test(module.nameForCondition() ?? '') &&
          [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => !isApartChunk(chunk, chunkGraph)),
        chunks: 'async',
        name: 'shell-libraries',
        enforce: true,
      },
      // What is left in each entry's chunk stays there: one file per entry, not a vendors file beside it.
      defaultVendors: false,
    },
  };
}

/**
 * Names the chunk of each `@portal/ui` entry apart and each release 1 facade after it (`ui-lists.[hash].js`, `api-release-1.[hash].js`,
 * `ui-form-controls.[hash].js`), so the network panel and the e2e journeys can tell which a page loaded.
 */
class NameUiEntryChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NameUiEntryChunksPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('NameUiEntryChunksPlugin', (chunks) => {
        for (const chunk of chunks) {
          const entry = chunk.name ? undefined : uiEntryOfChunk(chunk, compilation.chunkGraph);
          if (entry) chunk.name = entry.replace('@portal/', '').replace('/', '-');
        }
      });
    });
  }
}

/**
 * The host's HTML template is compiled by html-webpack-plugin's child compiler, which inherits the
 * federation's hooks: it built the modules the host provides by their files (the api client,
 * `@portal/ui`'s entries apart) once more, into chunks nothing loads (~1.2 MB before minification,
 * minified and compressed at every build). The template needs no shared module.
 */
class TemplateWithoutProvidesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('TemplateWithoutProvidesPlugin', (compilation) => {
      compilation.hooks.childCompiler.tap('TemplateWithoutProvidesPlugin', (child, name) => {
        if (name !== 'HtmlWebpackCompiler') return;
        child.hooks.finishMake.taps = child.hooks.finishMake.taps.filter((tap) => tap.name !== 'ProvideSharedPlugin');
      });
    });
  }
}

module.exports = {
  apiRelease1,
  uiEntryFiles,
  uiEntriesApart,
  uiRelease1,
  shellChunks,
  NameUiEntryChunksPlugin,
  TemplateWithoutProvidesPlugin,
};
