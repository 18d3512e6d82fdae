import { defineConfig } from 'vitest/config';
import { serverProjects } from './packages/server/vitest.config.ts';

const sourceCondition = { resolve: { conditions: ['@psc/source'] }, ssr: { resolve: { conditions: ['@psc/source'] } } };

export default defineConfig({
  ...sourceCondition,
  test: {
    projects: [
      { ...sourceCondition, test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'] } },
      ...serverProjects,
    ],
  },
});
