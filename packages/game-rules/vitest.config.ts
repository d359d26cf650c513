import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    isolate: false, // pure tests: the files share one worker's modules
    // Pure but CPU-bound (the hold-and-spin odds by dynamic programming take seconds): on a busy
    // 2-core machine the 5 s default is too short.
    testTimeout: 60_000,
    // `pnpm test` runs them all; the fast lane (`pnpm test:unit`) leaves the simulations out.
    tags: [{ name: 'simulation', description: "a machine's return over 10^7 simulated rounds, a lottery's draws over 10^6 (seconds each)" }],
  },
});
