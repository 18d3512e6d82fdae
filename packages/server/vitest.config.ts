import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@psc/source'] },
  ssr: { resolve: { conditions: ['@psc/source'] } },
  test: {
    name: 'server-pglite',
    include: ['src/**/*.test.ts'],
  },
});
