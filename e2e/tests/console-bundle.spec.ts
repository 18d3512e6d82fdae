import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = join(import.meta.dirname, '..', '..', 'packages', 'web', 'dist');
const consoleRoute = 'src/app/routes/operations-route.tsx';
// Words only the console's code holds: its session's storage key and its sign-in heading.
const consoleMarkers = ['psc.operations.session', 'PSC Operations'];

/** Every chunk a page can load: its entry, their static imports and lazy routes, and theirs. */
const reachableFrom = (manifest: Record<string, Chunk>, page: string): Set<string> => {
  const reachable = new Set<string>();
  const visit = (key: string) => {
    if (reachable.has(key)) return;
    reachable.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  visit(page);
  return reachable;
};

const holdingConsole = (manifest: Record<string, Chunk>, keys: Set<string>): string[] =>
  [...keys]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = readFileSync(join(dist, file), 'utf8');
      return consoleMarkers.some((marker) => text.includes(marker));
    });

/**
 * Issue 15: no trader page bundle contains console code; issue 50: by construction, as the console is a page of its
 * own (operations.html). From the Vite manifest, every chunk the app's page can load is read for the console's own
 * words, and the console's page is shown to hold them.
 */
test('no chunk a trader can load holds the operations console', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  expect(manifest['index.html']?.isEntry, 'the app is a page').toBe(true);
  expect(manifest['operations.html']?.isEntry, 'the console is a page of its own').toBe(true);
  const traders = reachableFrom(manifest, 'index.html');
  expect(traders.size).toBeGreaterThan(10);
  expect(traders.has(consoleRoute), 'the app cannot reach the console route').toBe(false);
  expect(holdingConsole(manifest, traders)).toEqual([]);
  const staff = reachableFrom(manifest, 'operations.html');
  expect(staff.has(consoleRoute)).toBe(true);
  expect(holdingConsole(manifest, staff).length).toBeGreaterThan(0);
});
