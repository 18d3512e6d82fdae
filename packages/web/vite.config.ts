import { defineConfig, defaultClientConditions } from 'vite';
import type { ChunkingContext } from 'rolldown';
import react from '@vitejs/plugin-react';

// The signed-in frame and the calculator pages (Home, My Calculators, a calculator): the pages a trader opens most.
const calculatorScreenRoots = [
  '/src/app/layouts/signed-in-frame.tsx',
  '/src/app/routes/home-route.tsx',
  '/src/app/routes/calculators-route.tsx',
  '/src/app/routes/calculator-route.tsx',
];

/** Names a module those pages import, directly or through others (static imports only: lazy parts stay apart). */
const calculatorScreensChunk = (id: string, context: ChunkingContext): string | null => {
  const waiting = [id];
  const seen = new Set(waiting);
  for (let current = waiting.pop(); current !== undefined; current = waiting.pop()) {
    if (calculatorScreenRoots.some((root) => current?.endsWith(root))) return 'calculator-screens';
    for (const importer of context.getModuleInfo(current)?.importers ?? [])
      if (!seen.has(importer)) {
        seen.add(importer);
        waiting.push(importer);
      }
  }
  return null;
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Read @psc/core from its TypeScript sources, as the package exports map allows.
    conditions: ['@psc/source', ...defaultClientConditions],
  },
  build: {
    // bench/login-bundle-size.mjs reads the manifest to find what the login page loads.
    manifest: true,
    // Maps for error reports, without the comment that would make browsers fetch them; scripts/compress-dist.mjs
    // moves them out of the served directory.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the login page runs (React, the router, MUI's core, TanStack Query): one file, not twenty-five.
            { name: 'start', tags: ['$initial'], priority: 20 },
            // What the calculator pages run, one file: on a 150 ms link each file costs a round trip on one of six
            // connections, so seventy small files cost more than the bytes they save (docs/decisions/0051).
            { name: calculatorScreensChunk, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/oauth': 'http://localhost:8585',
      '/api': 'http://localhost:8585',
      '/aqa': 'http://localhost:8585',
      '/username': 'http://localhost:8585',
      '/requestpasswordreset': 'http://localhost:8585',
      '/checkpasswordreset': 'http://localhost:8585',
      '/resetpassword': 'http://localhost:8585',
      '^/register$': {
        target: 'http://localhost:8585',
        bypass: (request) => (request.method === 'POST' ? undefined : '/index.html'),
      },
    },
  },
});
