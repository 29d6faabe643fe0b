// The host provides its shared packages to remotes built apart, so webpack keeps every export of
// them. For the third-party libraries it shares (react-router-dom, react-query: webpack.preset.cjs)
// that is mostly server and framework APIs no screen calls, so the host's build reads what the
// host, the remotes and the shared packages import from those packages and provides only that, as
// an ordinary app's tree shaking would (issue 14). A remote that starts importing a new name from
// them needs the host released first: its build lists the names in share-surface.json and
// `scripts/check-shared-exports.mjs` refuses its release, naming them (ADR 0016). The portal's own
// packages are provided whole.
const fs = require('node:fs');
const path = require('node:path');

const workspace = path.join(__dirname, '../..');

const isSource = (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file);

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(file);
    return isSource(file) ? [file] : [];
  });
}

/** The host's, the remotes' and the shared packages' source folders; null when a remote's sources are missing. */
function browserSourceFolders(root) {
  const apps = fs.readdirSync(root).filter((name) => name === 'host' || name.startsWith('remote-'));
  if (apps.some((app) => !fs.existsSync(path.join(root, app, 'src')))) return null;
  return apps
    .map((app) => path.join(root, app, 'src'))
    .concat(fs.readdirSync(path.join(root, 'shared')).map((name) => path.join(root, 'shared', name)));
}

// `import a, { b, c as d } from 'x'`, `import * as n from 'x'`, `export { b } from 'x'`,
// `export * from 'x'` (type-only ones import nothing at run time). Imports span lines, never `;`.
const STATIC = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/g;
// A dynamic import() may carry webpack's magic comments before its specifier.
const DYNAMIC = /import\(\s*(?:\/\*[\s\S]*?\*\/\s*)*['"]([^'"]+)['"]\s*\)/g;
const ALL = null;
/** `from 'pkg'` with that exact specifier (`@portal/ui` is not `@portal/ui/lists`). */
const fromClause = (pkg) => new RegExp(`from\\s*['"]${pkg.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}['"]`);

/** The run-time names one declaration takes (its clause between `import`/`export` and `from`), or ALL. */
function takenNames(keyword, clause) {
  if (clause.startsWith('*')) return ALL;
  const names = [];
  const braces = clause.match(/\{([^}]*)\}/);
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, '')
    .trim();
  if (keyword === 'import' && outside) names.push('default');
  for (const item of (braces?.[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (item.startsWith('type ')) continue;
    names.push(item.split(/\s+as\s+/)[0].trim());
  }
  return names;
}

/**
 * For each package entry (a specifier: `@portal/ui`, `@portal/ui/lists`), the export names the
 * browser sources import from it, or null for "all of it" (a namespace import, `export *`, a
 * dynamic import(), or sources of a remote missing, as in the compose image of one app).
 * @param {string[]} packages
 * @param {string} [root] the workspace
 * @returns {Map<string, Set<string> | null>}
 */
function usedExports(packages, root = workspace) {
  const folders = browserSourceFolders(root);
  if (!folders) return new Map(packages.map((pkg) => [pkg, ALL]));
  /** @type {Map<string, Set<string> | null>} */
  const used = new Map(packages.map((pkg) => [pkg, new Set()]));
  /** @param {string | undefined} pkg a regular expression's group @param {Iterable<string> | null} names */
  const take = (pkg, names) => {
    const kept = pkg === undefined ? undefined : used.get(pkg);
    if (!kept || pkg === undefined) return;
    if (names === ALL) used.set(pkg, ALL);
    else for (const name of names) kept.add(name);
  };
  for (const file of folders.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!packages.some((pkg) => text.includes(pkg))) continue;
    const declarations = [...text.matchAll(STATIC)];
    for (const [, keyword, typeOnly, clause, pkg] of declarations) if (!typeOnly) take(pkg, takenNames(keyword, clause));
    for (const [, pkg] of text.matchAll(DYNAMIC)) take(pkg, ALL);
    // A declaration this reading did not understand (a comment with a quote inside the braces)
    // must not cost a remote a name: that package is provided whole.
    for (const pkg of packages) {
      const mentions = text.split(fromClause(pkg)).length - 1;
      if (mentions !== declarations.filter((match) => match[4] === pkg).length) take(pkg, ALL);
    }
  }
  return used;
}

/** The files one `exports` target names, whatever the conditions around them. */
const targetsOf = (target) => (typeof target === 'string' ? [target] : Object.values(target ?? {}).flatMap(targetsOf));

/**
 * The package entry a module is, as imported: the `name` of its package.json, followed by the
 * subpath of `exports` whose target is the module's file (`@portal/ui/lists`); a package without
 * `exports` has only its name. Undefined when no entry names the file: that module is provided whole.
 */
function entryOf(module) {
  const { descriptionFileData: pkg, relativePath } = module?.resourceResolveData ?? {};
  if (!pkg?.name) return undefined;
  if (!pkg.exports) return pkg.name;
  // `exports` is either a map of subpaths ('.', './lists') or the one target of '.'.
  const entries =
    typeof pkg.exports === 'string' || !Object.keys(pkg.exports).every((key) => key.startsWith('.')) ? { '.': pkg.exports } : pkg.exports;
  const file = path.posix.normalize(relativePath ?? '');
  const subpath = Object.keys(entries).find((key) => targetsOf(entries[key]).some((target) => path.posix.normalize(target) === file));
  if (subpath === undefined) return undefined;
  return subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
}

/** The dependencies through which the federation runtime provides a shared module and the host takes its own copy. */
const sharingDependencies = new Set(['provide module for shared', 'consume shared fallback']);

/**
 * Marks as used, in the host's shared modules, only the exports the workspace's sources import;
 * webpack then drops the rest as in any app. Their names are kept (not mangled): remotes built
 * apart take them by name.
 */
class ProvideUsedExportsPlugin {
  constructor(packages) {
    this.packages = packages;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ProvideUsedExportsPlugin', (compilation) => {
      const used = usedExports(this.packages);
      compilation.hooks.dependencyReferencedExports.tap('ProvideUsedExportsPlugin', (referenced, dependency) => {
        if (!sharingDependencies.has(dependency.type)) return referenced;
        const names = used.get(entryOf(compilation.moduleGraph.getModule(dependency)));
        return names ? [...names].map((name) => ({ name: [name], canMangle: false })) : referenced;
      });
    });
  }
}

module.exports = { ProvideUsedExportsPlugin, entryOf, usedExports };
