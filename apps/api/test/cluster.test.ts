import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/app.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';

/** `WEB_CONCURRENCY=2 pnpm start`: a primary and two workers sharing one port. */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let portal: PortalProcess;

const logLines = () =>
  portal
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { pid: number; msg: string });
const workerPids = () => [
  ...new Set(
    logLines()
      .filter((l) => l.msg.startsWith('portal listening'))
      .map((l) => l.pid),
  ),
];
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function waitFor(what: string, ok: () => boolean, ms = 60_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) if (ok()) return;
  throw new Error(`timed out waiting for ${what}:\n${portal.output()}`);
}

beforeAll(async () => {
  db = await createTestDatabase();
  portal = await startPortalProcess({ env: { DATABASE_URL: db.url, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info', JOBS_MODE: 'off' } });
}, 120_000);

afterAll(async () => {
  await portal?.stop(5_000);
  await db?.drop();
});

describe('WEB_CONCURRENCY', () => {
  it('runs that many workers on one port, replaces one that dies, and drains them all on SIGTERM', async () => {
    await waitFor('two workers listening', () => workerPids().length === 2);
    const [first, second] = workerPids() as [number, number];
    const primary = logLines().find((l) => l.msg === 'cluster primary started')!.pid;
    expect([first, second]).not.toContain(primary);

    process.kill(first, 'SIGKILL');
    await waitFor('a replacement worker', () => workerPids().length === 3);
    // The port kept answering all along, on the surviving worker, then on both.
    for (let i = 0; i < 20; i++) expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);

    const started = Date.now();
    process.kill(primary, 'SIGTERM'); // the primary alone, as a process manager sends it
    expect(await portal.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const pids = workerPids();
    expect(pids.filter(alive), 'workers left running').toEqual([]);
    expect(
      logLines()
        .filter((l) => l.msg === 'shutting down')
        .map((l) => l.pid)
        .sort(),
    ).toEqual(pids.filter((p) => p !== first).sort());
  }, 120_000);
});
