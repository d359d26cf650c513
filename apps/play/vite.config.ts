import { defineConfig, type LibraryOptions } from 'vite';

/** Each page's one classic script (an IIFE) and stylesheet, by build mode. */
const PAGES: Record<string, LibraryOptions> = {
  play: { entry: 'src/main.ts', formats: ['iife'], name: 'PortalPlay', fileName: () => 'play.js', cssFileName: 'play' },
  sports: { entry: 'src/sports/main.ts', formats: ['iife'], name: 'PortalSports', fileName: () => 'sports.js', cssFileName: 'sports' },
  lottery: { entry: 'src/lottery/main.ts', formats: ['iife'], name: 'PortalLottery', fileName: () => 'lottery.js', cssFileName: 'lottery' },
};

/**
 * Three pages, each one classic script (an IIFE: the page loads it with <script defer>, no module
 * loader) and one stylesheet, served at /play/assets/: the built-in games (play.js, play.css),
 * with `--mode sports` the sportsbook (sports.js, sports.css) and with `--mode lottery` the lottery
 * (lottery.js, lottery.css). A library build has one IIFE entry, hence one build per page into the
 * same folder: the first empties it, the others add to it.
 */
export default defineConfig(({ mode }) => {
  const page = PAGES[mode] ?? PAGES.play!;
  return {
    build: {
      outDir: 'dist',
      emptyOutDir: page === PAGES.play,
      target: 'es2020',
      sourcemap: false,
      lib: page,
    },
  };
});
