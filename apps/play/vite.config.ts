import { defineConfig } from 'vite';

/**
 * Two pages, each one classic script (an IIFE: the page loads it with <script defer>, no module
 * loader) and one stylesheet, served at /play/assets/: the built-in games (play.js, play.css) and,
 * with `--mode sports`, the sportsbook (sports.js, sports.css). A library build has one IIFE entry,
 * hence two builds into the same folder: the first empties it, the second adds to it.
 */
export default defineConfig(({ mode }) => {
  const sports = mode === 'sports';
  return {
    build: {
      outDir: 'dist',
      emptyOutDir: !sports,
      target: 'es2020',
      sourcemap: false,
      lib: sports
        ? { entry: 'src/sports/main.ts', formats: ['iife'], name: 'PortalSports', fileName: () => 'sports.js', cssFileName: 'sports' }
        : { entry: 'src/main.ts', formats: ['iife'], name: 'PortalPlay', fileName: () => 'play.js', cssFileName: 'play' },
    },
  };
});
