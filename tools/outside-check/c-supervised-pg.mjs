// `pnpm start` path (no DATABASE_URL): kill -9 the embedded postmaster, the portal restarts it and
// serves again; then SIGTERM: exit code, time, and whether the restarted PostgreSQL was stopped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { http as req, sleep } from './lib.mjs';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const DATA = path.join(ROOT, '.data/outside/c');
const out = fs.openSync(path.join(ROOT, '.data/outside/logs/c-api.log'), 'a');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: '8401',
  HOST: '127.0.0.1',
  EMBEDDED_PG_PORT: '55401',
  DATA_DIR: DATA,
  LOG_LEVEL: 'warn',
  WEB_CONCURRENCY: process.argv[2] ?? '1',
};
delete env.DATABASE_URL;
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', out, out] });
let exit = null;
const exited = new Promise((r) =>
  child.on('exit', (code, signal) => {
    exit = { code, signal };
    r();
  }),
);
const ready = async (ms) => {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(250))
    if ((await req('http://127.0.0.1:8401', 'GET', '/readyz', { timeout: 3000 })).status === 200) return true;
  return false;
};
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pm = () => Number(fs.readFileSync(path.join(DATA, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
console.log('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 'ready', await ready(120_000));
const first = pm();
process.kill(first, 'SIGKILL');
const killedAt = Date.now();
let saw503 = false;
for (let i = 0; i < 20; i++) {
  const r = await req('http://127.0.0.1:8401', 'GET', '/readyz', { timeout: 3000 });
  if (r.status === 503) {
    saw503 = true;
    break;
  }
  await sleep(100);
}
const back = await ready(60_000);
const second = pm();
console.log(
  `postmaster ${first} killed; /readyz 503 seen ${saw503}; ready again ${back} after ${((Date.now() - killedAt) / 1000).toFixed(1)} s; new postmaster ${second}; portal alive ${exit === null}`,
);
const t = Date.now();
child.kill('SIGTERM');
await Promise.race([exited, sleep(20_000)]);
await sleep(1500);
console.log(`SIGTERM: exit ${JSON.stringify(exit)} after ${Date.now() - t} ms; restarted postmaster ${second} still running: ${alive(second)}`);
const ok = saw503 && back && exit?.code === 0 && !alive(second);
if (alive(second)) process.kill(second, 'SIGINT');
if (exit === null) child.kill('SIGKILL');
console.log(ok ? 'C PASS' : 'C FAIL');
