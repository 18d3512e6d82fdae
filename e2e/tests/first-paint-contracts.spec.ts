import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  readManifest,
  signedInFirstPaintFiles,
  sourceMaps,
  withStaticImports,
} from '../support/built-app.ts';

// The contract modules a signed-in page's first paint may build: its first reads' replies and what they are made of
// (docs/web-delivery.md). Every other contract loads with the call or the screen that needs it.
const firstPaintContracts = [
  'accounts/account-replies.schemas.ts',
  'billing/subscription-details.schemas.ts',
  'calculators/calculator-reply.schemas.ts',
  'calculators/calculator-reply-parts.schemas.ts',
  'calculators/calculator-freshness.schemas.ts',
  'calculators/import-taxes-reply.schemas.ts',
  'market-data/period.schemas.ts',
  'market-data/period-reply.schemas.ts',
  'personalisation/personalisation.schemas.ts',
];

/** Core's contract modules (`*.schemas.ts`, `*.endpoints.ts`) a built file holds, by its source map. */
const contractsIn = (file: string): string[] =>
  (JSON.parse(readFileSync(join(sourceMaps, `${file}.map`), 'utf8')) as { sources: string[] }).sources
    .map((source) => /\/core\/src\/(.+\.(?:schemas|endpoints)\.ts)$/.exec(source)?.[1])
    .filter((module) => module !== undefined);

/**
 * Issue 50 item 3: building zod contracts is a large part of a cold signed-in load's CPU on a phone. The files of
 * the signed-in frame, Home and My Calculators (the page's `psc-signed-in-code` list) and of the account view (its
 * file and static imports, from the Vite manifest) are read through their source maps: they hold only the contracts
 * of the first reads' replies, and no endpoint module, which would build every call's request and reply contracts.
 */
test("a signed-in first paint builds only its first reads' reply contracts", () => {
  const manifest = readManifest();
  const files = signedInFirstPaintFiles(manifest);
  const accountView = 'src/app/routes/account-route.tsx';
  expect(manifest[accountView], 'the account view is a file of its own').toBeDefined();
  withStaticImports(manifest, accountView, files);
  // The bundler's own runtime (a few helpers, no module of ours) is the one file written without a source map.
  const ours = [...files].filter((file) => file.endsWith('.js') && !file.includes('/rolldown-runtime-'));
  const built = ours.flatMap(contractsIn);
  expect(built, 'the first reads need their replies').toContain('calculators/calculator-reply.schemas.ts');
  expect(built.filter((module) => !firstPaintContracts.includes(module))).toEqual([]);
});
