import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { createTestDatabase } from './support/app.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';
import { postTo, registerOn } from './support/http-client.js';
import { seedBets, seedMenu } from './support/lottery.js';

/**
 * The lottery's draw job in two API processes over one PostgreSQL (as two machines would run it):
 * both run the job every second, and every draw is drawn and settled once; a process killed in the
 * middle of settling a draw leaves nothing half done, and the draw is drawn once, later, by another.
 */
const DRAW_SECONDS = 6;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let a: PortalProcess;
let b: PortalProcess | undefined;
let sql: pg.Pool;

const env = (name: string) => ({
  DATABASE_URL: db.url,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `portal-lottery-${name}-`)),
  JOBS_MODE: 'on',
  LOTTERY_DRAW_SECONDS: String(DRAW_SECONDS),
  LOTTERY_CLOSE_SECONDS: '2',
  // Only the lottery's job matters here; the others run rarely.
  BET_SYNC_CRON: '0 0 */6 * * *',
  TRANSFER_REPAIR_CRON: '0 0 */6 * * *',
  DEPOSIT_EXPIRY_CRON: '0 0 */6 * * *',
  CHAIN_WATCH_CRON: '0 0 */6 * * *',
});

beforeAll(async () => {
  db = await createTestDatabase();
  [a, b] = await Promise.all([startPortalProcess({ env: env('a') }), startPortalProcess({ env: env('b') })]);
  sql = new pg.Pool({ connectionString: db.url, max: 3 });
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sql?.end();
  await db?.drop();
});

const q = async <R>(text: string, params: unknown[] = []) => (await sql.query(text, params)).rows as R[];
const until = async (what: string, test: () => Promise<boolean>, ms = 40_000) => {
  const started = Date.now();
  while (!(await test())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Every wallet's balance is the sum of its op rows, and no bet is paid or refunded twice. */
async function expectBooksClean() {
  expect(
    await q(`SELECT w.id FROM builtin_wallets w LEFT JOIN (SELECT wallet_id, sum(amount) s FROM builtin_wallet_ops GROUP BY wallet_id) o ON o.wallet_id = w.id
             WHERE w.balance <> COALESCE(o.s, 0)`),
  ).toEqual([]);
  expect(await q(`SELECT ref FROM builtin_wallet_ops WHERE ref LIKE 'lottery-%' GROUP BY brand, ref HAVING count(*) > 1`)).toEqual([]);
  expect(
    await q(
      `SELECT b.id FROM lottery_bets b WHERE b.payout > 0 AND NOT EXISTS (SELECT 1 FROM builtin_wallet_ops o WHERE o.ref IN ('lottery-payout:' || b.id, 'lottery-refund:' || b.id))`,
    ),
  ).toEqual([]);
  expect(
    await q(`SELECT d.id FROM lottery_draws d WHERE d.state = 1 AND d.payout <> (SELECT COALESCE(sum(payout), 0) FROM lottery_bets WHERE draw_id = d.id)`),
  ).toEqual([]);
}

describe('two processes run the draw job', () => {
  beforeEach(() =>
    onTestFailed(() => console.log(`A exit ${a.child.exitCode}\n${a.output().slice(-3000)}\nB exit ${b?.child.exitCode}\n${b?.output().slice(-3000)}`)),
  );

  it('every draw is drawn and settled once, whichever process gets there', { timeout: 90_000 }, async () => {
    const member = await registerOn(a.url);
    // Funded through the ledger as the back office would: an adjustment by the seeded admin.
    const login = await postTo(a.url, '/api/admin/login', { name: 'admin', password: 'admin12345' });
    const adjust = await fetch(`${a.url}/api/admin/adjust`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.body.data.api_token}`, 'Idempotency-Key': `fund-${member.name}` },
      body: JSON.stringify({ username: member.name, amount: 500, memo: 'test', correction: true, correction_reason: 'test funding' }),
    });
    expect(((await adjust.json()) as { code: number }).code).toBe(200);
    expect((await postTo(b!.url, '/api/transfer', { amount: 500, sourcetype: 'center', targettype: 'TCG' }, { token: member.token })).body.code).toBe(200);
    const launched = await postTo(a.url, '/api/getGameUrl', { plat_name: 'TCG', game_code: 'k3' }, { token: member.token });
    const play = new URL(launched.body.data.url, a.url).searchParams.get('t')!;
    const api = (base: string, p: string, body: object) => postTo(base, `/play/api/lottery/${p}`, body, { token: play });

    // The job of either process made the draws (and the chains) by now.
    await until('a k3 draw open', async () => (await api(a.url, 'current', { game: 'k3' })).body.data?.state === 'open');
    const placed: string[] = [];
    for (let round = 0; round < 2; round++) {
      await until('a k3 draw open', async () => (await api(a.url, 'current', { game: 'k3' })).body.data?.state === 'open');
      const { draw_no } = (await api(a.url, 'current', { game: 'k3' })).body.data;
      for (const base of [a.url, b!.url]) {
        const bet = await api(base, 'bet', {
          game: 'k3',
          draw_no,
          picks: [
            { kind: 'bsoe', selection: 'big', stake: '10' },
            { kind: 'sum', selection: '10', stake: '5' },
          ],
        });
        if (bet.body.code === 200) placed.push(draw_no);
        else expect(bet.body.code).toBe(203); // closed meanwhile
      }
      await until(
        `draw ${draw_no} drawn`,
        async () => (await q<{ state: number }>(`SELECT state FROM lottery_draws WHERE game = 'k3' AND draw_no = $1`, [draw_no]))[0]?.state === 1,
      );
    }
    expect(placed.length).toBeGreaterThanOrEqual(2);
    const bets = await q<{ state: number }>(`SELECT b.state FROM lottery_bets b`);
    expect(bets.length).toBe(placed.length * 2);
    expect(bets.every((x) => x.state === 1)).toBe(true);
    await expectBooksClean();
    const mine = await api(b!.url, 'bets', {});
    expect(mine.body.data.bets.every((x: { state: string; result: number[] }) => x.state === 'settled' && x.result.length === 3)).toBe(true);
  });

  it('a process killed while settling a draw leaves it whole; another draws it once', { timeout: 90_000 }, async () => {
    // One process runs the job from here: the one killed.
    await b!.stop();
    b = undefined;
    // Bets on the next 时时彩 draw, many of them, so settling it takes a while.
    const [next] = await q<{ id: string; draw_no: string }>(
      `SELECT id::text, draw_no FROM lottery_draws WHERE game = 'ssc' AND state = 0 AND opens_at > now() ORDER BY draws_at LIMIT 1`,
    );
    expect(next).toBeDefined();
    const menu = seedMenu('ssc', [
      ['digit', '1:7', '2'],
      ['pos_bsoe', '2:big', '5'],
      ['sum_bsoe', 'odd', '3'],
      ['dragon_tiger', 'tie', '1'],
      ['dragon_tiger', 'dragon', '4'],
    ]);
    // Written with the draw row locked, so the job cannot draw it half written.
    const client = await sql.connect();
    let seeded: number;
    try {
      await client.query('BEGIN');
      await client.query('SELECT 1 FROM lottery_draws WHERE id = $1::bigint FOR UPDATE', [next!.id]);
      seeded = await seedBets(client, { drawId: next!.id, game: 'ssc', brand: 'vr', wallets: 2000, perWallet: 20, funds: '1000', menu });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(seeded).toBe(40_000);
    const before = await q<{ total: string }>(`SELECT sum(balance)::text AS total FROM builtin_wallets WHERE brand = 'vr'`);
    // Killed the moment its settlement statement runs.
    let killedPid: number | undefined;
    await until(
      'the settlement to start',
      async () => {
        const [running] = await q<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND state = 'active' AND query LIKE '%UPDATE lottery_bets b SET state = 1%'`,
        );
        if (!running) return false;
        killedPid = running.pid;
        a.signal('SIGKILL');
        return true;
      },
      30_000,
    );
    await a.exited;
    // Its database session ends without a COMMIT: wait until it is gone, then nothing of it is left.
    await until('the killed session to end', async () => (await q(`SELECT 1 FROM pg_stat_activity WHERE pid = $1`, [killedPid])).length === 0);
    expect(await q(`SELECT state FROM lottery_draws WHERE id = $1::bigint`, [next!.id])).toEqual([{ state: 0 }]);
    expect(await q(`SELECT count(*)::int AS n FROM lottery_bets WHERE draw_id = $1::bigint AND state <> 0`, [next!.id])).toEqual([{ n: 0 }]);
    expect(
      await q(`SELECT count(*)::int AS n FROM builtin_wallet_ops o JOIN lottery_bets b ON o.ref = 'lottery-payout:' || b.id WHERE b.draw_id = $1::bigint`, [
        next!.id,
      ]),
    ).toEqual([{ n: 0 }]);
    expect(await q<{ total: string }>(`SELECT sum(balance)::text AS total FROM builtin_wallets WHERE brand = 'vr'`)).toEqual(before);

    // Another process comes up and draws it (late, with its committed seed), once.
    a = await startPortalProcess({ env: env('c') });
    await until(
      'the draw to be drawn',
      async () => (await q<{ state: number }>(`SELECT state FROM lottery_draws WHERE id = $1::bigint`, [next!.id]))[0]?.state === 1,
      60_000,
    );
    expect(await q(`SELECT count(*)::int AS n FROM lottery_bets WHERE draw_id = $1::bigint AND state = 1`, [next!.id])).toEqual([{ n: 40_000 }]);
    await expectBooksClean();
  });
});
