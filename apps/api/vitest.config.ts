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
          exclude: [...configDefaults.exclude, 'test/unit/**'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
