import { defineConfig } from 'vitest/config';
import { serverProjects } from './packages/server/vitest.config.ts';

const sourceCondition = {
  resolve: { conditions: ['@psc/source'] },
  ssr: { resolve: { conditions: ['@psc/source'] } },
};

export default defineConfig({
  ...sourceCondition,
  test: {
    projects: [
      { ...sourceCondition, test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'] } },
      // The web app's pure helpers; nothing here needs a DOM.
      {
        ...sourceCondition,
        test: { name: 'web', root: './packages/web', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      // React components in jsdom (issue 13 item 7), talking to a real server the global set-up starts.
      {
        ...sourceCondition,
        test: {
          name: 'web-components',
          root: './packages/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          globalSetup: ['./test/component-server.ts'],
          setupFiles: ['./test/dom-environment.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      ...serverProjects,
    ],
  },
});
