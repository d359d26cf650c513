import { defineConfig } from 'vite';

/**
 * One classic script (play.js, an IIFE: the page loads it with <script defer>, no module loader)
 * and one stylesheet (play.css), served by the built-in platform at /play/assets/.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    lib: {
      entry: 'src/main.ts',
      formats: ['iife'],
      name: 'PortalPlay',
      fileName: () => 'play.js',
      cssFileName: 'play',
    },
  },
});
