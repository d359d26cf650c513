import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PLAY = path.dirname(fileURLToPath(import.meta.url));

/** Where `vite build` writes the game page's play.js and play.css (the platform serves this folder). */
export const PLAY_ASSETS_DIR = path.join(PLAY, 'dist');

const SOURCES = [path.join(PLAY, 'src'), path.join(PLAY, '../../packages/game-rules/src'), path.join(PLAY, 'vite.config.ts')];

function newestChange(p: string): number {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((name) => newestChange(path.join(p, name))));
}

/**
 * Builds play.js and play.css unless the built files are newer than every source: test setups
 * call it so that the pages they open run the current client.
 */
export function ensurePlayBuilt(): void {
  const built = path.join(PLAY_ASSETS_DIR, 'play.js');
  const fresh =
    fs.existsSync(built) && fs.existsSync(path.join(PLAY_ASSETS_DIR, 'play.css')) && fs.statSync(built).mtimeMs >= Math.max(...SOURCES.map(newestChange));
  if (fresh) return;
  const run = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: PLAY, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('building apps/play (vite build) failed');
}
