import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = join(import.meta.dirname, '..', '..', 'packages', 'web', 'dist');
const consoleRoute = 'src/app/routes/operations-route.tsx';
// Words only the console's code holds: its session's storage key and its sign-in heading.
const consoleMarkers = ['psc.operations.session', 'PSC Operations'];

/**
 * Issue 15: no trader page bundle contains console code. From the Vite manifest, every chunk a trader's pages can
 * load (the entry, its static imports, and every lazy route but the console's, with theirs) is read for the console's
 * own words.
 */
test('no chunk a trader can load holds the operations console', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  expect(manifest[consoleRoute], 'the console is a lazy route of its own').toBeDefined();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  expect(entry).toBeDefined();
  const reachable = new Set<string>();
  const visit = (key: string) => {
    if (key === consoleRoute || reachable.has(key)) return;
    reachable.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  visit(entry ?? '');
  expect(reachable.size).toBeGreaterThan(10);
  const holding = [...reachable]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = readFileSync(join(dist, file), 'utf8');
      return consoleMarkers.some((marker) => text.includes(marker));
    });
  expect(holding).toEqual([]);
  const consoleFile = manifest[consoleRoute]?.file ?? '';
  const consoleChunks = [
    consoleFile,
    ...(manifest[consoleRoute]?.imports ?? []).map((key) => manifest[key]?.file ?? ''),
  ];
  expect(
    consoleChunks.some((file) =>
      consoleMarkers.some((marker) => readFileSync(join(dist, file), 'utf8').includes(marker)),
    ),
  ).toBe(true);
});
