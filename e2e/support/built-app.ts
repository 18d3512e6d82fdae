import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

type Chunk = { file: string; imports?: string[] };
export type Manifest = Record<string, Chunk>;

const web = join(import.meta.dirname, '..', '..', 'packages', 'web');
/** The built web app, as the server serves it. */
export const dist = join(web, 'dist');
/** The built files' source maps, which the server never serves. */
export const sourceMaps = join(web, 'dist-sourcemaps');

export const readManifest = (): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** A chunk and every chunk it imports statically: what the browser loads and runs before the chunk's code runs. */
export const withStaticImports = (manifest: Manifest, key: string, files = new Set<string>()) => {
  const chunk = manifest[key];
  if (chunk === undefined || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) withStaticImports(manifest, next, files);
  return files;
};

/**
 * What a signed-in first paint runs: the app page's entry with its static imports, and the signed-in frame's files
 * the page lists in its `psc-signed-in-code` meta element (Home's and My Calculators' code among them).
 */
export const signedInFirstPaintFiles = (manifest: Manifest): Set<string> => {
  const page = readFileSync(join(dist, 'index.html'), 'utf8');
  const frameFiles = /<meta name="psc-signed-in-code" content="([^"]*)"/.exec(page)?.[1]?.split(' ') ?? [];
  expect(frameFiles.length, "the page lists the signed-in frame's files").toBeGreaterThan(3);
  const files = withStaticImports(manifest, 'index.html');
  for (const file of frameFiles) files.add(file.replace(/^\//, ''));
  return files;
};
