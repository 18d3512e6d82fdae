import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './packages/server/vitest.config.ts';
import { icuCatalogues } from './packages/web/scripts/icu-catalogues-plugin.ts';
import { reactOnPreact } from './packages/web/scripts/react-on-preact.ts';

const sourceCondition = {
  resolve: { conditions: ['@psc/source'] },
  ssr: { resolve: { conditions: ['@psc/source'] } },
};

export default defineConfig({
  ...sourceCondition,
  test: {
    // Vitest's default leaves one core idle (one worker on the 2-core machines); the tiers are CPU-bound.
    maxWorkers: availableParallelism(),
    experimental: { fsModuleCache: true },
    projects: [
      {
        ...sourceCondition,
        // The properties run 10,000 cases: about 4 s on an idle machine, over Vitest's 5 s default while the
        // server and component projects share its two cores (a time-out there is load, not a wrong price).
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          isolate: false,
          // engine-input-shapes.test.ts asks V8 whether the engine's inputs share hidden classes (%HaveSameMap).
          execArgv: ['--allow-natives-syntax'],
        },
      },
      // The web app's pure helpers; nothing here needs a DOM.
      {
        ...sourceCondition,
        plugins: [icuCatalogues()],
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      // React components in jsdom (issue 13 item 7), talking to a real server the global set-up starts, on the renderer
      // the app ships with (decision 0155). The libraries that import React are bundled here rather than loaded by
      // Node, and from their ES modules: Node's require() of their CommonJS files would not see the aliases and would
      // load React itself beside Preact.
      {
        resolve: {
          conditions: ['@psc/source', 'module', 'browser', 'import', 'default'],
          mainFields: ['module', 'main'],
          alias: [
            ...reactOnPreact,
            // MUI imports this one by its CommonJS path.
            { find: /^react-transition-group\/cjs\/(.*)$/, replacement: 'react-transition-group/esm/$1' },
          ],
        },
        plugins: [icuCatalogues()],
        test: {
          server: {
            deps: {
              inline: [
                /@mui\//,
                /@emotion\//,
                /react-router/,
                /@tanstack\//,
                /@testing-library\/react/,
                /react-hook-form/,
                /@hookform\//,
                /react-transition-group/,
              ],
            },
          },
          name: 'web-components',
          root: './packages/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          globalSetup: ['./test/component-server.ts'],
          setupFiles: ['./test/dom-environment.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      ...serverProjects,
    ],
  },
});
