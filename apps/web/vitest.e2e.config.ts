import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/server.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // Lazy route chunks and API replies on a busy 2-core machine can take longer than the 1 s default.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
