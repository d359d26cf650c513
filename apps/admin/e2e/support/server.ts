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

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT = path.resolve(ADMIN, '../..');
const WEB = path.join(ROOT, 'apps/web');

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

function build(cwd: string) {
  // NODE_ENV is "test" under vitest, which would make Vite bundle React's development build.
  const run = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (run.status !== 0) throw new Error(`vite build failed in ${cwd}`);
}

/**
 * Builds the back office and the player's web app and starts the real portal (API, both apps on one
 * port, embedded PostgreSQL): the browser tests use the back office and then look at the public site.
 */
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
  build(ADMIN);
  build(WEB);
  await ensureApiBuilt(); // the portal runs as `pnpm start` runs it: node on the built API
  const child = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    cwd: SERVER_COMMAND.cwd,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: path.join(ROOT, '.data/e2e-admin'),
      EMBEDDED_PG_PORT: String(await freePort()),
      CAPTCHA_MODE: 'off',
      RATE_LIMIT_MODE: 'off',
      BCRYPT_COST: '4', // tests only (NODE_ENV=test): members are registered by the dozen
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(baseURL, child, 120_000);
  // On a shared machine another process may have answered on this port: make sure ours is the one up.
  await new Promise((r) => setTimeout(r, 1000));
  if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode} right after starting (port ${PORT} taken?)`);
  return async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}
