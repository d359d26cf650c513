/**
 * Start-up time to the first served request, the server from TypeScript under tsx (what `pnpm start`
 * ran before the build, and what `pnpm dev` runs) against node on the build (what `pnpm start` runs):
 * `pnpm --filter @portal/api build && pnpm exec tsx bench/startup.ts` (from apps/api). Medians of
 * STARTUP_ROUNDS (5) alternating rounds, on one already-migrated and seeded database (DATABASE_URL,
 * else an embedded PostgreSQL under .data/startup-bench started once and left out of the figures):
 * the time from spawning the process to GET /healthz answering 200, and to POST /api/app answering
 * its envelope (the first request that reads the database), and the CPU time (user + system) the
 * process group had used by then, which other load on the machine disturbs less than the wall clock.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { startEmbeddedPostgres, ensureDatabase } from '../src/db/embedded-postgres.js';
import { freePort } from '../src/db/free-port.js';

const API = path.join(REPO_ROOT, 'apps/api');
const ROUNDS = Number(process.env.STARTUP_ROUNDS || 5);
const VARIANTS = {
  'tsx src/main.ts': { command: path.join(API, 'node_modules/.bin/tsx'), args: ['src/main.ts'] },
  'node dist/main.js': { command: 'node', args: ['dist/main.js'] }, // pnpm start
  'node --enable-source-maps dist/main.js': { command: 'node', args: ['--enable-source-maps', 'dist/main.js'] }, // what source maps would cost
};

async function until(ok: () => Promise<boolean>, started: number): Promise<number> {
  for (;;) {
    try {
      if (await ok()) return performance.now() - started;
    } catch {
      /* not up yet */
    }
    if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** CPU seconds used so far by every process in the process group `pgid` (Linux /proc; ticks of 10 ms). */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* ended meanwhile */
    }
  }
  return ticks * 10;
}

async function once(variant: { command: string; args: string[] }, databaseUrl: string): Promise<{ healthz: number; app: number; cpu: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(variant.command, variant.args, {
    cwd: API,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    const healthz = await until(async () => (await fetch(`${url}/healthz`)).ok, started);
    const app = await until(async () => ((await (await fetch(`${url}/api/app`, { method: 'POST' })).json()) as { code: number }).code === 200, started);
    return { healthz, app, cpu: groupCpuMs(child.pid!) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

let databaseUrl = process.env.DATABASE_URL;
let stop = async () => {};
if (!databaseUrl) {
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(REPO_ROOT, '.data/startup-bench'),
    port: Number(process.env.EMBEDDED_PG_PORT) || (await freePort()),
  });
  await ensureDatabase(pg.url('postgres'), 'portal_startup');
  databaseUrl = pg.url('portal_startup');
  stop = pg.stop;
}
try {
  await once(VARIANTS['node dist/main.js'], databaseUrl); // migrates and seeds a fresh database: not counted
  const results: Record<string, { healthz: number[]; app: number[]; cpu: number[] }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, variant] of Object.entries(VARIANTS)) {
      const r = await once(variant, databaseUrl);
      (results[name] ??= { healthz: [], app: [], cpu: [] }).healthz.push(r.healthz);
      results[name].app.push(r.app);
      results[name].cpu.push(r.cpu);
    }
  }
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(40)} /healthz ${median(r.healthz).toFixed(0).padStart(5)} ms   /api/app ${median(r.app).toFixed(0).padStart(5)} ms   CPU ${median(r.cpu).toFixed(0).padStart(5)} ms   (medians of ${ROUNDS}; healthz runs: ${r.healthz.map((x) => x.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await stop();
}
