import { configDefaults, defineConfig } from 'vitest/config';

// Two lanes in one run: `unit` (vitest.unit.config.ts: pure rules, no database) and `db` (every
// other test file: one embedded PostgreSQL for the run, a database per file). A run whose files
// are all unit tests starts no PostgreSQL (a global setup runs only for a lane with files to run).
export default defineConfig({
  test: {
    projects: [
      'vitest.unit.config.ts',
      {
        test: {
          name: 'db',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/unit/**', 'test/docs.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One file at a time by default: `pnpm test` already runs this lane beside the browser tests,
          // and the process tests (shutdown under load, two processes killed mid-run) failed on a
          // 2-core machine with two files at once. API_TEST_WORKERS=2 runs two (each has its own database).
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 1),
          sequence: { groupOrder: 1 }, // after the unit lane (projects with different maxWorkers run one after the other)
        },
      },
    ],
  },
});
