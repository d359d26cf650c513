import { defineConfig } from 'vitest/config';

// The fast lane: the API's pure rules, called as functions (`pnpm test:unit` at the root, with the
// contracts, the game rules and the client). No global setup: no PostgreSQL, no build, no server.
// A test that needs the database belongs in test/*.test.ts. vitest.config.ts runs this lane too.
export default defineConfig({
  test: {
    name: 'unit',
    // test/docs.test.ts reads files only: it runs here, at the path the docs give it.
    include: ['test/unit/**/*.test.ts', 'test/docs.test.ts'],
    // Pure but CPU-bound (seeded game simulations): on a busy 2-core machine 20 s was too short.
    testTimeout: 60_000,
    // `pnpm test` runs them all; the fast lane (`pnpm test:unit`) leaves the simulations out.
    tags: [{ name: 'simulation', description: 'a game played 10^5 times against its known odds (seconds each)' }],
    // The files share one worker's modules (importing the API's code takes seconds, once instead of
    // once a file): no module mocks (vi.mock) here; spies, stubbed globals and env are undone after each test.
    isolate: false,
    maxWorkers: 1,
    sequence: { groupOrder: 0 },
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
