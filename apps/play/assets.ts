import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PLAY = path.dirname(fileURLToPath(import.meta.url));

/** Where `vite build` writes the game page's play.js and play.css, the sportsbook's sports.js and sports.css and the lottery's lottery.js and lottery.css (the platform serves this folder). */
export const PLAY_ASSETS_DIR = path.join(PLAY, 'dist');

const SOURCES = [path.join(PLAY, 'src'), path.join(PLAY, '../../packages/game-rules/src'), path.join(PLAY, 'vite.config.ts')];

function newestChange(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((name) => newestChange(path.join(p, name))));
}

const BUILT = ['play.js', 'play.css', 'sports.js', 'sports.css', 'lottery.js', 'lottery.css'].map((name) => path.join(PLAY_ASSETS_DIR, name));

/**
 * Builds play.js, play.css, sports.js, sports.css, lottery.js and lottery.css unless the built
 * files are newer than every source: test setups call it so that the pages they open run the
 * current client.
 */
export function ensurePlayBuilt(): void {
  const newest = Math.max(...SOURCES.map(newestChange));
  if (BUILT.every((file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= newest)) return;
  for (const mode of [[], ['--mode', 'sports'], ['--mode', 'lottery']]) {
    const run = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn', ...mode], { cwd: PLAY, stdio: 'inherit' });
    if (run.status !== 0) throw new Error('building apps/play (vite build) failed');
  }
}
