import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from './support/app.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';
import { runBankAcross } from './support/bank.js';

/**
 * The bank over two API processes sharing one PostgreSQL, one of them killed (SIGKILL) in the
 * middle of the run and started again: requests it left unanswered are retried with the same
 * Idempotency-Key on the other. Money is neither lost nor doubled, and the jobs (every 2 s on
 * both processes) ran at most once per tick across the two.
 */
const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const EVERY_2_S = '*/2 * * * * *';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
const servers: PortalProcess[] = [];
const env = () => ({
  DATABASE_URL: db.url,
  JWT_SECRET: SECRET,
  CAPTCHA_MODE: 'off',
  IDEMPOTENCY_LEASE_SECONDS: '3',
  BET_SYNC_CRON: EVERY_2_S,
  TRANSFER_REPAIR_CRON: EVERY_2_S,
  DEPOSIT_EXPIRY_CRON: EVERY_2_S,
  CLEANUP_CRON: EVERY_2_S,
  LOTTERY_DRAW_CRON: EVERY_2_S,
  TRANSFER_REPAIR_AFTER_SECONDS: '5',
});

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp({ CAPTCHA_MODE: 'off', JWT_SECRET: SECRET }, { databaseUrl: db.url, poolSize: 4 });
  servers.push(...(await Promise.all([startPortalProcess({ env: env() }), startPortalProcess({ env: env() })])));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop(5_000)));
  await t?.close();
  await db?.drop();
});

describe('the bank across two processes, one killed mid-run', () => {
  it('keeps every invariant; retried keys moved money once; jobs ran once per tick', async () => {
    const [a, b] = servers as [PortalProcess, PortalProcess];
    const clients = 8;
    const operationsPerClient = 60;
    let restart = null as Promise<void> | null; // assigned in a callback, which narrowing does not see
    const report = await runBankAcross(t, {
      clients,
      members: 4,
      operationsPerClient,
      creditPerMember: 2000,
      urls: [a.url, b.url],
      onProgress: (done) => {
        if (restart || done < (clients * operationsPerClient) / 3) return;
        restart = (async () => {
          b.signal('SIGKILL');
          await b.exited;
          servers[1] = await startPortalProcess({ env: env(), port: b.port });
        })();
      },
    });
    await restart;
    console.log(
      `bank across processes: ${report.operations} operations in ${report.seconds.toFixed(1)} s, ${report.retried.length} retried on the other process, ${report.lost} game rounds unanswered`,
      report.codes,
    );
    expect(restart, 'the second process was killed and restarted').not.toBeNull();
    expect(report.retried.length, 'some requests were retried after the kill').toBeGreaterThan(0);

    // A transfer retried with the same key on the other process moved money once.
    for (const { key, reply } of report.retried.filter((r) => r.path === '/api/transfer')) {
      const rows = await t.prisma.transfer.count({ where: { requestKey: { endsWith: `:${key}` } } });
      expect(rows, `transfer ${key}`).toBeLessThanOrEqual(1);
      if (reply.code === 200) expect(rows, `transfer ${key}`).toBe(1);
    }

    // Each job ran at most once per 2-second tick across both processes (a run starts within
    // milliseconds of its tick, so the tick is the start time rounded down to 2 s).
    const runs = await t.prisma.$queryRaw<{ name: string; runs: number }[]>`
      SELECT name, COUNT(*)::int AS runs FROM job_runs WHERE trigger = 'schedule' GROUP BY name`;
    expect(runs.length, 'the scheduled jobs ran').toBeGreaterThanOrEqual(4);
    const doubled = await t.prisma.$queryRaw<{ name: string; tick: number; runs: number }[]>`
      SELECT name, floor(extract(epoch FROM started_at) / 2)::int AS tick, COUNT(*)::int AS runs
      FROM job_runs WHERE trigger = 'schedule' GROUP BY 1, 2 HAVING COUNT(*) > 1`;
    expect(doubled).toEqual([]);
  }, 400_000);
});
