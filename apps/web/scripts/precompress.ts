import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images, fonts (woff2 is already brotli inside) and archives are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, at the highest settings: the
 * work is done once per build instead of once per request, so the slowest, smallest setting costs nobody anything.
 * A variant that would not be smaller is not written, and the server then sends the file as it is.
 */
export async function precompressDirectory(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
}

async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [brotliBody, gzipBody] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (brotliBody.length < body.length) await writeFile(`${file}.br`, brotliBody);
  if (gzipBody.length < body.length) await writeFile(`${file}.gz`, gzipBody);
}

/**
 * Vite plugin: precompresses the whole output folder once the build has closed (public files included). Run after
 * the bundler rather than inside its output hooks, where the bundler would count the seconds of brotli as its own
 * and warn about a slow plugin at every build.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'casino-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (!error) await precompressDirectory(outDir);
    },
  };
}
