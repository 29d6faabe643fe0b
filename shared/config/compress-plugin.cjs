// Writes a Brotli (level 11) and a gzip (level 9) copy beside each text file of a production build,
// so the static servers send compressed bytes without compressing on every request (issue 14).
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { sources } = require('webpack');

const NAME = 'PortalCompressPlugin';
// Source maps are fetched only by developer tools: compressing them would only slow the build.
const COMPRESSIBLE = /\.(js|json|html|svg|css|txt)$/;
// Below this size the headers cost more than compression saves (nginx's gzip_min_length too).
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const encodings = [
  {
    suffix: '.br',
    compress: (input) =>
      brotli(input, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      }),
  },
  { suffix: '.gz', compress: (input) => gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/** Both compressed copies of one file, from webpack's cache when the file is unchanged. */
async function compressedCopies(cache, name, source) {
  const item = cache.getItemCache(name, cache.getLazyHashedEtag(source));
  const cached = await item.getPromise();
  if (cached) return cached;
  const input = source.buffer();
  const copies = await Promise.all(encodings.map(async ({ suffix, compress }) => ({ suffix, data: await compress(input) })));
  await item.storePromise(copies);
  return copies;
}

class CompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const cache = compilation.getCache(NAME);
      compilation.hooks.processAssets.tapPromise(
        // After minifying and hashing; additionalAssets also takes files emitted at this stage later (mf-manifest.json).
        { name: NAME, stage: compilation.constructor.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name) && !compilation.getAsset(name).info.compressed);
          await Promise.all(
            names.map(async (name) => {
              const { source, info } = compilation.getAsset(name);
              if (source.size() < MIN_BYTES) return;
              for (const { suffix, data } of await compressedCopies(cache, name, source)) {
                if (data.length >= source.size()) continue;
                compilation.emitAsset(`${name}${suffix}`, new sources.RawSource(data), { compressed: true, immutable: info.immutable });
              }
            }),
          );
        },
      );
    });
  }
}

module.exports = { CompressPlugin };
