import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { dist, readManifest, signedInFirstPaintFiles, sourceMaps } from '../support/built-app.ts';

const compileHint = '//# allFunctionsCalledOnLoad';

/** The files the app's first paint runs: the page's entry with its imports, and the signed-in frame's files. */
const firstPaintFiles = (): string[] => [...signedInFirstPaintFiles(readManifest())];

/** A built file's lines, and the generated lines its source map describes (one `;` between each two). */
const linesOf = (file: string) => ({
  code: readFileSync(join(dist, file), 'utf8').split('\n').length,
  mapped: (
    JSON.parse(readFileSync(join(sourceMaps, `${file}.map`), 'utf8')) as { mappings: string }
  ).mappings.split(';').length,
});

/**
 * Decision 0162: the files a first paint runs begin with V8's compile hint, so a phone compiles them on a background
 * thread as they arrive; the files of later screens do not (compiling them all up front would be wasted work).
 */
test('the first paint files carry the compile hint and the others do not', async ({ request }) => {
  const hinted = firstPaintFiles();
  expect(
    hinted.some((file) => file.includes('/start-')),
    "the entry's shared code",
  ).toBe(true);
  expect(
    hinted.some((file) => file.includes('/calculator-pages-')),
    "the signed-in frame's code",
  ).toBe(true);
  for (const file of hinted)
    expect(readFileSync(join(dist, file), 'utf8').startsWith(`${compileHint}\n`), file).toBe(true);

  // As the browser gets it: the served file, decompressed, begins with the hint too.
  const start = hinted.find((file) => file.includes('/start-')) ?? '';
  const served = await request.get(`/${start}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(served.headers()['content-encoding']).toBe('br');
  expect((await served.text()).startsWith(`${compileHint}\n`)).toBe(true);

  const later = readdirSync(join(dist, 'assets')).filter(
    (file) => file.endsWith('.js') && !hinted.includes(`assets/${file}`),
  );
  expect(later.length, 'later screens have files of their own').toBeGreaterThan(10);
  for (const file of later)
    expect(readFileSync(join(dist, 'assets', file), 'utf8').includes(compileHint), file).toBe(false);
});

/** The hint is one more first line: each hinted file's source map has it too, as error reports and profiles need. */
test("the hinted files' source maps still describe every line", () => {
  // The bundler's own runtime is the one file written without a source map.
  const mapped = firstPaintFiles().filter((file) => !file.includes('/rolldown-runtime-'));
  for (const file of mapped) {
    const { code, mapped: described } = linesOf(file);
    expect(described, file).toBe(code);
  }
  // The same holds for a file without the hint, so the check is the maps' own rule, not the hint's.
  const accountView = readdirSync(join(dist, 'assets')).find(
    (file) => file.startsWith('account-route-') && file.endsWith('.js'),
  );
  expect(accountView).toBeDefined();
  const { code, mapped: described } = linesOf(`assets/${accountView}`);
  expect(described).toBe(code);
});
