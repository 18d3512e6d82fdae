// After `vite build`: moves the source maps out of the served directory (kept beside it for error reports, never
// sent to browsers) and writes a Brotli and a gzip variant of every text asset, which the server picks by the
// request's Accept-Encoding (docs/decisions/0037). Node's own zlib does the compressing: no extra dependency.
// Run: node scripts/compress-dist.mjs [distDir] [sourceMapsDir]
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const sourceMapsDir = process.argv[3] ?? new URL('../dist-sourcemaps', import.meta.url).pathname;
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|ico)$/;

const filesUnder = (directory) =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

// The maps of this build only, as Vite empties dist for each build.
rmSync(sourceMapsDir, { recursive: true, force: true });
let maps = 0;
let compressed = 0;
let originalBytes = 0;
let brotliBytes = 0;
for (const path of filesUnder(distDir)) {
  if (path.endsWith('.map')) {
    const target = join(sourceMapsDir, relative(distDir, path));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(path, target);
    maps += 1;
    continue;
  }
  if (!compressible.test(path)) continue;
  const content = readFileSync(path);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  // A file of a few dozen bytes can come out larger compressed: then it is sent as it is.
  if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
  compressed += 1;
  originalBytes += content.length;
  brotliBytes += brotli.length;
}
console.log(
  `compress-dist: ${compressed} files, ${Math.round(originalBytes / 1024)} KiB → ${Math.round(brotliBytes / 1024)} KiB with Brotli; ${maps} source maps moved to ${relative(process.cwd(), sourceMapsDir) || sourceMapsDir}`,
);
