import { defineConfig } from 'vitest/config';

// `pnpm bench`: throughput and the long bank run, on the same embedded PostgreSQL setup as the tests.
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
