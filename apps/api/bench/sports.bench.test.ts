import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDateTime } from '@portal/contracts';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { checkBooks } from '../src/providers/sportsbook/reports.js';
import { adminToken, createTestApp, createTestDatabase, credit, registerMember, type TestApp } from '../test/support/app.js';
import { newStaff } from '../test/support/staff.js';
import { startPortalProcess, type PortalProcess } from '../test/support/server-process.js';
import { seamlessWalletKey } from '../test/support/rsa-key.js';

/**
 * `pnpm bench`, the sportsbook's two figures, on the built server as `pnpm start` runs it (its own
 * process, one worker, NODE_ENV=production), with the baseline and the load generator each in a
 * process of its own; this process only sets up and checks the books.
 *
 * 1. Single bets through the player API (/play/api/sports/bet, 16 clients, each on its own event)
 *    against the same statements in raw SQL (bench/sql-sports-bets.mjs): target ≥ 0.6.
 * 2. Settling 100,000 open bets of one result (half singles, half 3-leg parlays whose two other legs
 *    already have their results) through the desk's /api/admin/sports/result: target ≥ 5,000
 *    bets/s, the portal's ledger and the book's own books clean after.
 *
 * Rounds alternate the contenders; figures are medians. BENCH_QUICK=1: fewer, smaller rounds (a
 * smoke run). BENCH_ROUNDS, BENCH_BETS, BENCH_SETTLE_BETS override; BENCH_CPU_PROF=<dir> profiles the portal. The machine is shared: on busy
 * cores every figure moves; read them with the load averages printed beside them.
 */
const QUICK = process.env.BENCH_QUICK === '1';
const CLIENTS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 5));
const BETS_PER_ROUND = Number(process.env.BENCH_BETS ?? (QUICK ? 400 : 1600));
const SETTLE_BETS = Number(process.env.BENCH_SETTLE_BETS ?? (QUICK ? 20_000 : 100_000));
const SETTLE_ROUNDS = QUICK ? 1 : 3;
const POOL = 10;
const TARGET = { bets: 0.6, settleRate: 5000 };
const BRANDS = ['saba', 'crown', 'im', 'ia', 'avia'];

const JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let portal: PortalProcess | undefined;
let admin: string;
/** An operations account's session: the sports desk's calls to the portal (a production portal asks super and finance accounts for a second factor). */
let desk: string;
const report: string[] = [];
const checks: { name: string; ok: boolean }[] = [];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (x: number, digits = 0) => x.toFixed(digits);
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '';
const say = (...lines: string[]) => {
  report.push(...lines);
  console.log(lines.join('\n'));
};
const target = (name: string, ok: boolean) => {
  checks.push({ name, ok });
  return ok ? 'met' : 'MISSED';
};

const run = promisify(execFile);
const script = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
async function child<T>(name: string, arg: unknown): Promise<T & { cpuMs: number }> {
  const { stdout } = await run(process.execPath, [script(name), JSON.stringify(arg)], { maxBuffer: 1 << 22 });
  const r = JSON.parse(stdout.trim().split('\n').pop()!) as T & { cpuMs: number; error?: string };
  if (r.error) throw new Error(`${name}: ${r.error}`);
  return r;
}

/** What the setup reads of the portal's replies. */
interface Reply {
  code: number;
  message: string;
  data: { id: number; url: string; bets: number; outcomes: { id: number }[] };
}

/** POST to the portal process (the measured server). */
async function portalPost(path: string, token: string, body: unknown): Promise<Reply> {
  const res = await fetch(`${portal!.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Reply;
}

async function deskEvent(home: string, minutes = 24 * 60): Promise<number> {
  const r = await portalPost('/api/admin/sports/events/save', desk, {
    sport: 'football',
    league: 'Bench League',
    home,
    away: `${home} II`,
    starts_at: beijingDateTime(new Date(Date.now() + minutes * 60_000)),
  });
  expect(r.code, r.message).toBe(200);
  return r.data.id;
}

async function deskMarket(eventId: number): Promise<{ id: number; home: number; away: number }> {
  const r = await portalPost('/api/admin/sports/markets/save', desk, {
    event_id: eventId,
    kind: 'ml',
    outcomes: [
      { code: 'home', odds: '1.900' },
      { code: 'away', odds: '1.950' },
    ],
  });
  expect(r.code, r.message).toBe(200);
  const [home, away] = r.data.outcomes;
  return { id: r.data.id, home: home!.id, away: away!.id };
}

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp({ CAPTCHA_MODE: 'off', JWT_SECRET }, { databaseUrl: db.url, poolSize: 4 });
  admin = await adminToken(t);
  desk = (await newStaff(t, 'operations', admin)).token;
  portal = await startPortalProcess({
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      JWT_SECRET,
      STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
      SEAMLESS_WALLET_PRIVATE_KEY: seamlessWalletKey,
      CAPTCHA_MODE: 'on',
      RATE_LIMIT_MODE: 'on',
      WEB_CONCURRENCY: '1',
      JOBS_MODE: 'off',
      LOG_LEVEL: undefined,
      ACCESS_LOG: undefined,
      // BENCH_CPU_PROF=<dir>: the portal process writes a V8 CPU profile there when it stops (bench/cpu-profile.mjs).
      ...(process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--import=${script('cpu-profile.mjs')}` } : {}),
    },
  });
}, 240_000);

afterAll(async () => {
  await portal?.stop();
  await t?.close();
  await db?.drop();
  console.log(
    [
      '',
      '==== pnpm bench: the sportsbook ====',
      ...report,
      '',
      ...checks.map((c) => `${c.ok ? 'met   ' : 'MISSED'}  ${c.name}`),
      `${checks.filter((c) => !c.ok).length} of ${checks.length} targets missed${QUICK ? ' (BENCH_QUICK: a smoke run)' : ''}`,
    ].join('\n'),
  );
});

describe('pnpm bench: the sportsbook on the built server', () => {
  it('single bets through the player API against the same statements in raw SQL', async () => {
    type Client = { token: string; outcome_id: number; odds: string; brand: string; player: string; platname: string };
    const api: Client[] = [];
    const sql: Client[] = [];
    for (let i = 0; i < CLIENTS * 2; i++) {
      const m = await registerMember(t);
      await credit(t, m.form.name, 1_000_000, admin);
      const moved = await portalPost('/api/transfer', m.token, { amount: 1_000_000, sourcetype: 'center', targettype: 'SABA' });
      expect(moved.code, moved.message).toBe(200);
      const launched = await portalPost('/api/getGameUrl', m.token, { plat_name: 'SABA', game_type: 0, game_code: '0', is_mobile_url: 0 });
      const token = new URL(launched.data.url, 'http://x').searchParams.get('t')!;
      const market = await deskMarket(await deskEvent(`Bench ${i}`));
      const client = { token, outcome_id: market.home, odds: '1.900', brand: 'saba', player: m.form.name.toLowerCase(), platname: 'SABA' };
      (i < CLIENTS ? api : sql).push(client);
    }
    const contenders = {
      api: async () => (await child<{ seconds: number }>('sports-clients.mjs', { base: portal!.url, clients: api, total: BETS_PER_ROUND })).seconds,
      sql: async () => (await child<{ seconds: number }>('sql-sports-bets.mjs', { url: db.url, clients: sql, total: BETS_PER_ROUND, pool: POOL })).seconds,
    };
    for (const go of Object.values(contenders)) await go(); // warm-up
    const rates: Record<keyof typeof contenders, number[]> = { api: [], sql: [] };
    const loads: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      loads.push(loadAverage());
      for (const [name, go] of Object.entries(contenders)) rates[name as keyof typeof contenders].push(BETS_PER_ROUND / (await go()));
    }
    const ratio = median(rates.api) / median(rates.sql);
    say(
      `single bets/s, ${CLIENTS} clients, ${ROUNDS} alternating rounds of ${BETS_PER_ROUND}, medians (load average at each round: ${loads.join(', ')}):`,
      `  player API (one worker)  ${fmt(median(rates.api)).padStart(6)}/s  (rounds ${rates.api.map((r) => fmt(r)).join(', ')})`,
      `  raw SQL                  ${fmt(median(rates.sql)).padStart(6)}/s  (rounds ${rates.sql.map((r) => fmt(r)).join(', ')})`,
      `  bets: player API / raw SQL = ${fmt(ratio, 2)} (target ≥ ${TARGET.bets}: ${target('single bets ≥ 0.6 × raw SQL', ratio >= TARGET.bets)})`,
    );
    expect(await checkLedger(t.prisma)).toEqual([]);
    expect(await checkBooks(t.sql, BRANDS)).toEqual([]);
  }, 1_800_000);

  it('settling 100,000 open bets (singles and 3-leg parlays) of one result', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    try {
      // The bettors: members with money in the venue, through the portal (the ledger follows).
      const players: string[] = [];
      for (let i = 0; i < 50; i++) {
        const m = await registerMember(t);
        await credit(t, m.form.name, 1_000_000, admin);
        expect((await portalPost('/api/transfer', m.token, { amount: 1_000_000, sourcetype: 'center', targettype: 'SABA' })).code).toBe(200);
        players.push(m.form.name.toLowerCase());
      }
      const rounds: { seconds: number; bets: number }[] = [];
      const loads: string[] = [];
      for (let round = 0; round < SETTLE_ROUNDS; round++) {
        const main = await deskEvent(`Settle ${round}`);
        const market = await deskMarket(main);
        const others = [await deskMarket(await deskEvent(`Leg A ${round}`)), await deskMarket(await deskEvent(`Leg B ${round}`))];
        // The parlays' other legs have their results already (both won); the bets are written as the
        // player API writes them (the stake taken with its op), in bulk, so the round measures settling.
        const [ea, eb] = (
          await pool.query<{ event_id: number }>('SELECT event_id FROM sports_markets WHERE id = ANY($1::int[]) ORDER BY id', [others.map((o) => o.id)])
        ).rows;
        for (const e of [ea!, eb!]) expect((await portalPost('/api/admin/sports/result', desk, { event_id: e.event_id, home: 1, away: 0 })).code).toBe(200);
        await pool.query(
          `WITH w AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM builtin_wallets WHERE brand = 'saba' AND player = ANY($1::text[])),
           b AS (
             INSERT INTO sports_bets (wallet_id, brand, kind, combos, unit_stake, stake, odds, potential_payout, sport, accept, placed_at)
             SELECT w.id, 'saba', CASE WHEN g % 2 = 0 THEN 'single' ELSE 'parlay' END, '{}', 1, 1, CASE WHEN g % 2 = 0 THEN 1.9 ELSE 6.859 END,
                    CASE WHEN g % 2 = 0 THEN 1.9 ELSE 6.85 END, 'football', 'any', now() AT TIME ZONE 'UTC'
             FROM generate_series(1, $2::int) g JOIN w ON w.n = g % w.total
             RETURNING id, wallet_id, kind),
           legs AS (
             INSERT INTO sports_bet_legs (bet_id, leg_no, event_id, market_id, outcome_id, odds, exposure)
             SELECT b.id, x.leg_no, x.event_id, x.market_id, CASE WHEN x.leg_no = 0 AND b.id % 4 = 1 THEN $8::int ELSE x.outcome_id END, 1.9, 1.9
             FROM b CROSS JOIN LATERAL (VALUES (0, $3::int, $4::int, $5::int), (1, $9::int, $6::int, $10::int), (2, $11::int, $7::int, $12::int)) AS x(leg_no, event_id, market_id, outcome_id)
             WHERE x.leg_no = 0 OR b.kind = 'parlay'),
           staked AS (SELECT wallet_id, count(*) AS n FROM b GROUP BY wallet_id),
           debit AS (UPDATE builtin_wallets w SET balance = w.balance - s.n FROM staked s WHERE w.id = s.wallet_id RETURNING w.id)
           INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after) SELECT wallet_id, 'saba', 'sbet:' || id, 'sports.bet', -1, 0 FROM b`,
          [
            players,
            SETTLE_BETS,
            main,
            market.id,
            market.home,
            others[0]!.id,
            others[1]!.id,
            market.away,
            ea!.event_id,
            others[0]!.home,
            eb!.event_id,
            others[1]!.home,
          ],
        );
        await pool.query('ANALYZE sports_bets; ANALYZE sports_bet_legs');
        loads.push(loadAverage());
        const started = performance.now();
        const settled = await portalPost('/api/admin/sports/result', desk, { event_id: main, home: 2, away: 1 });
        const seconds = (performance.now() - started) / 1000;
        expect(settled.code, settled.message).toBe(200);
        expect(settled.data.bets).toBe(SETTLE_BETS);
        rounds.push({ seconds, bets: settled.data.bets });
        const [open] = (
          await pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM sports_bets WHERE state = 'open' AND id IN (SELECT bet_id FROM sports_bet_legs WHERE market_id = $1)`,
            [market.id],
          )
        ).rows;
        expect(open!.n).toBe(0);
      }
      const rates = rounds.map((r) => r.bets / r.seconds);
      const rate = median(rates);
      say(
        `settling ${SETTLE_BETS} open bets of one result (half singles, half 3-leg parlays; a quarter of the singles lose), ${SETTLE_ROUNDS} rounds (load average at each: ${loads.join(', ')}):`,
        `  ${rounds.map((r) => `${fmt(r.seconds, 1)} s`).join(', ')}: median ${fmt(rate)} bets/s (target ≥ ${TARGET.settleRate}: ${target('settlement ≥ 5,000 bets/s', rate >= TARGET.settleRate)})`,
      );
      expect(await checkLedger(t.prisma)).toEqual([]);
      expect(await checkBooks(t.sql, BRANDS)).toEqual([]);
      say('  the portal’s ledger and the book’s books: clean after');
    } finally {
      await pool.end();
    }
  }, 1_800_000);

  it('every target met', () => {
    expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual([]);
  });
});
