import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser';
import { freePort } from '../../../api/src/db/free-port';
import { ensureApiBuilt } from '../../../api/build';
import { SERVER_COMMAND } from '../../../api/test/support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT = path.resolve(WEB, '../..');

async function waitForHealth(url: string, child: ChildProcess, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the portal exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the portal did not answer ${url}/healthz within ${ms} ms`);
}

/** Builds the web app and starts the real portal (API + pages on one port, embedded PostgreSQL). */
export default async function setup(project: TestProject) {
  const PORT = Number(process.env.E2E_PORT) || (await freePort());
  const baseURL = `http://127.0.0.1:${PORT}`;
  project.provide('baseURL', baseURL);
  if (!chromiumPath()) {
    console.log(
      process.env.CI ? 'browser tests: Chromium missing under CI, they will fail' : 'browser tests skipped: no Chromium at CHROMIUM_PATH or /usr/bin/chromium',
    );
    if (!process.env.CI) return;
  }
  // NODE_ENV is "test" under vitest, which would make Vite bundle React's development build.
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('vite build failed');
  await ensureApiBuilt(); // the portal runs as `pnpm start` runs it: node on the built API
  const child = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    cwd: SERVER_COMMAND.cwd,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: path.join(ROOT, '.data/e2e'),
      EMBEDDED_PG_PORT: String(await freePort()),
      CAPTCHA_MODE: 'off',
      RATE_LIMIT_MODE: 'off',
      BCRYPT_COST: '4', // tests only (NODE_ENV=test): members are registered by the dozen
      LOG_LEVEL: 'warn',
      BET_SYNC_CRON: '*/2 * * * * *', // bets reach the bet record within seconds in the browser tests
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(baseURL, child, 90_000);
  return async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}
