import { defineConfig } from 'vite';

/**
 * The lottery's pages: one classic script (lottery.js, an IIFE) and one stylesheet (lottery.css),
 * written beside play.js in dist/ (built after vite.config.ts, which empties the folder).
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    sourcemap: false,
    lib: {
      entry: 'src/lottery/main.ts',
      formats: ['iife'],
      name: 'PortalLottery',
      fileName: () => 'lottery.js',
      cssFileName: 'lottery',
    },
  },
});
