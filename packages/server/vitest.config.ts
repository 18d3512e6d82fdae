import { defineProject } from 'vitest/config';

const sourceCondition = {
  resolve: { conditions: ['@psc/source'] },
  ssr: { resolve: { conditions: ['@psc/source'] } },
};

/** The server suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (always in CI). */
const engineProject = (engine: 'pglite' | 'postgres') =>
  defineProject({
    ...sourceCondition,
    test: {
      name: `server-${engine}`,
      root: import.meta.dirname,
      include: ['src/**/*.test.ts'],
      env: { PSC_TEST_DB_ENGINE: engine },
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });

export const serverProjects = process.env.TEST_DATABASE_URL
  ? [engineProject('pglite'), engineProject('postgres')]
  : [engineProject('pglite')];

export default serverProjects[0];
