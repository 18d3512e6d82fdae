import { defineProject } from 'vitest/config';

const sourceCondition = {
  resolve: { conditions: ['@psc/source'] },
  ssr: { resolve: { conditions: ['@psc/source'] } },
};

/**
 * `*.process.test.ts` spawn the server or a command as its own process (start-up, signals, a crash, the import
 * commands) and cost seconds each; they form the processes tier, `npm run test:processes` (docs/decisions/0063).
 */
const processTests = 'src/**/*.process.test.ts';

/**
 * Files that never touch the database under test (the processes tier's spawned processes each open their own
 * embedded database; Redis; pure helpers) run once, beside PGlite: running them beside PostgreSQL too would test
 * nothing new. The crash test is the exception: its server runs on the engine under test.
 */
const engineIndependent = [
  'src/process/*.process.test.ts',
  'src/commands/*.test.ts',
  'src/db/checkpoint.process.test.ts',
  'src/db/pglite-client-parsers.test.ts',
  'src/adapters/password-hasher.test.ts',
  'src/adapters/rate-limiter.test.ts',
  'src/shared/trusted-proxies.test.ts',
  'src/modules/module-boundaries.test.ts',
];

type Engine = 'pglite' | 'postgres';
type Tier = 'server' | 'processes';

/** The server suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (always in CI). */
const engineProject = (tier: Tier, engine: Engine) =>
  defineProject({
    ...sourceCondition,
    test: {
      name: `${tier}-${engine}`,
      root: import.meta.dirname,
      include: [tier === 'server' ? 'src/**/*.test.ts' : processTests],
      exclude: [
        ...(tier === 'server' ? [processTests] : []),
        ...(engine === 'postgres' ? engineIndependent : []),
      ],
      env: { PSC_TEST_DB_ENGINE: engine },
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file builds its own app on its own database and keeps no state in modules, so a worker imports the
      // server once instead of once per file (docs/decisions/0063).
      isolate: false,
    },
  });

const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const serverProjects = (['server', 'processes'] as const).flatMap((tier) =>
  engines.map((engine) => engineProject(tier, engine)),
);

export default serverProjects[0];
