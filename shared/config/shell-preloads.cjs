// The signed-in shell boots in steps: main.js (the federation runtime) runs, then asks for the
// shell's code and its libraries, which then fetch portal.config.json. On a phone's network each
// step waits a round trip and the libraries' download starts only after main.js has arrived and run
// (issue 14: Lighthouse's largest paint on /dashboard was 90% waiting). The host's index.html names
// these files up front so the browser fetches them alongside main.js.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Chunks every signed-in page needs before its first render (webpackChunkName of host/src/index.ts, the split-chunks group of the preset). */
const SHELL_CHUNKS = ['shell', 'shell-libraries'];
/** Read by the shell before it renders; the same request as `fetch` makes (CORS mode, same-origin credentials). */
const CONFIG_FILE = 'portal.config.json';

const preload = (href, as) => ({
  tagName: 'link',
  voidTag: true,
  meta: { plugin: 'ShellPreloadsPlugin' },
  attributes: { rel: 'preload', href, as, ...(as === 'fetch' ? { crossorigin: 'anonymous' } : { fetchpriority: 'low' }) },
});

class ShellPreloadsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellPreloadsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ShellPreloadsPlugin', (groups) => {
        const publicPath = compilation.outputOptions.publicPath;
        const scripts = SHELL_CHUNKS.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])]).filter((file) =>
          file.endsWith('.js'),
        );
        if (scripts.length !== SHELL_CHUNKS.length) {
          compilation.errors.push(
            new Error(`ShellPreloadsPlugin: expected the chunks ${SHELL_CHUNKS.join(', ')}, found ${scripts.join(', ') || 'none'}`),
          );
        }
        groups.headTags.push(
          ...scripts.map((file) => preload(`${publicPath}${file}`, 'script')),
          preload(`${publicPath}${CONFIG_FILE}`, 'fetch'),
        );
        return groups;
      });
    });
  }
}

module.exports = { ShellPreloadsPlugin };
