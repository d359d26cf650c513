import { defineConfig } from 'vitest/config';

// Pure tests: one worker's modules serve every file (isolate: false; importing the contracts takes
// about 1.5 s, once instead of once a file).
export default defineConfig({ test: { include: ['test/**/*.test.ts'], isolate: false } });
