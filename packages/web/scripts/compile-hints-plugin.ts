import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136, https://v8.dev/blog/explicit-compile-hints): at the top of a file, it has
 * every function in it compiled eagerly, on a background thread as the file streams in, instead of each one on the
 * main thread when it is first called.
 */
const compileHint = '//# allFunctionsCalledOnLoad';

/** A source map's JSON with one more, unmapped, first line: the hint's. */
const shiftedOneLine = (source: string): string => {
  const map = JSON.parse(source) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
};

/**
 * Puts the compile hint on the files a first paint runs, which `firstPaintFiles` names in the written bundle
 * (decision 0162): on a phone the main thread is the scarce one, and nearly every function of these files runs
 * before the first paint. Their source maps get the extra line too, so error reports and profiles still map.
 */
export const compileHints = (firstPaintFiles: (bundle: OutputBundle) => readonly string[]): Plugin => ({
  name: 'psc-compile-hints',
  apply: 'build',
  generateBundle: {
    // After Vite's own additions to the top of a file (the list of a lazy import's files): the hint comes first.
    order: 'post',
    handler(_options, bundle) {
      for (const fileName of firstPaintFiles(bundle)) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') throw new Error(`psc-compile-hints: ${fileName} is not a chunk`);
        chunk.code = `${compileHint}\n${chunk.code}`;
        const map = bundle[`${fileName}.map`];
        if (map?.type === 'asset') map.source = shiftedOneLine(String(map.source));
      }
    },
  },
});
