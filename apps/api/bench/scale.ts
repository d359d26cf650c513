/**
 * `pnpm bench:scale`: how the portal behaves with an operator's data. One embedded PostgreSQL of its
 * own (data under .data/scale-bench, port BENCH_SCALE_PG_PORT or EMBEDDED_PG_PORT, else a free one),
 * two databases: a small one (the seed and a few hundred members) and a large one (BENCH_SCALE × an
 * operator's two years: bench/scale-fill.ts). The measured member `benchmember` has the same history in
 * both. Each database is migrated and seeded by the built server itself (node dist/main.js, as `pnpm
 * start` runs it, in its own process), then filled in bulk SQL, indexed and ANALYZEd; a filled database
 * is reused by later runs (BENCH_SCALE_FRESH=1 drops and refills it; the migrations still apply).
 *
 * Then, on each database: a plan pass (auto_explain logs every statement's plan; each call runs once
 * and the plans it caused are kept) and a timing pass (each call BENCH_SCALE_RUNS times in a row,
 * over HTTP, after a warm-up; p50 and p99). Every figure is printed; then every target is checked and
 * a missed one makes the exit code 1:
 * - member calls: p99 ≤ 2 × the same call's p99 on the small database, and < 50 ms;
 * - back-office lists (members search, review queues, member detail): < 200 ms;
 * - reports of 366 days: < 2 s; ledger check and audit verify (checkpointed): < 2 s;
 * - no sequential scan of a large table (≥ 10,000 rows) in any plan a call caused.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { API_DIST, ensureApiBuilt } from '../build.js';
import { REPO_ROOT } from '../src/config.js';
import { startEmbeddedPostgres, ensureDatabase, dropDatabase } from '../src/db/embedded-postgres.js';
import { freePort } from '../src/db/free-port.js';
import { startPortalProcess, type PortalProcess } from '../test/support/server-process.js';
import { BENCH_MEMBER, BENCH_PASSWORD, fillOperatorData } from './scale-fill.js';

const FACTOR = Number(process.env.BENCH_SCALE ?? 1);
const SMALL_FACTOR = 0.001;
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 30);
/** Reports and checks (seconds each on a large database before their fixes): fewer runs. */
const SLOW_RUNS = Number(process.env.BENCH_SCALE_SLOW_RUNS ?? 3);
const FRESH = process.env.BENCH_SCALE_FRESH === '1';
const LARGE_ROWS = 10_000;
/**
 * Summary tables whose size is bounded by the calendar (a row per Beijing day, or per day and
 * platform: 7,300 a year with 20 platforms), not by members or bets: a report of a year reads half of
 * them, and a sequential scan is the right plan. (report_player_days grows with members: not here.)
 */
const CALENDAR_BOUNDED = new Set(['report_days', 'report_day_platforms']);
const TARGET = { memberX: 2, memberMs: 50, listMs: 200, reportMs: 2000, checkMs: 2000 };
const PAGE_SIZE = 10;

type Kind = 'member' | 'list' | 'report' | 'report31' | 'check';
interface Call {
  name: string;
  kind: Kind;
  run: (s: Session) => Promise<unknown>;
  /** Calls that a warm-up or repeat would change (they write): fewer runs. */
  runs?: number;
}
interface Session {
  base: string;
  member: string;
  admin: string;
}

const log: string[] = [];
let pgLog = '';
const say = (...lines: string[]) => {
  log.push(...lines);
  console.log(lines.join('\n'));
};

async function post(s: Session, token: string, p: string, body: unknown = {}, method = 'POST'): Promise<{ code: number; data: unknown; message?: string }> {
  const res = await fetch(`${s.base}${p}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: unknown; message?: string };
  if (json.code !== 200) throw new Error(`${p} ${JSON.stringify(body)}: ${json.code} ${json.message}`);
  return json;
}

/** The member's and staff's tokens: signed in as a user would (the captcha's answer read from its row). */
async function signIn(base: string, url: string): Promise<Session> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const captcha = async () => {
      const r = (await (await fetch(`${base}/api/captcha?scene=login`)).json()) as { data: { captcha_id: string } };
      const { rows } = await db.query<{ answer: string }>('SELECT answer FROM captchas WHERE id = $1', [r.data.captcha_id]);
      return { captcha_id: r.data.captcha_id, code: rows[0]!.answer.toUpperCase() };
    };
    const login = async (p: string, body: object) => {
      const res = (await (
        await fetch(`${base}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      ).json()) as { code: number; message: string; data: { api_token: string } };
      if (res.code !== 200) throw new Error(`${p}: ${res.code} ${res.message}`);
      return res.data.api_token;
    };
    const member = await login('/api/login', { name: BENCH_MEMBER, password: BENCH_PASSWORD, ...(await captcha()) });
    const admin = await login('/api/admin/login', { name: 'admin', password: 'admin12345' });
    return { base, member, admin };
  } finally {
    await db.end();
  }
}

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** The calls, with their last pages read from a first page's total. */
async function calls(s: Session): Promise<Call[]> {
  const m =
    (p: string, body: unknown = {}, method = 'POST') =>
    (x: Session) =>
      post(x, x.member, p, body, method);
  const a =
    (p: string, body: unknown = {}) =>
    (x: Session) =>
      post(x, x.admin, p, body);
  const lastPage = async (p: string, body: Record<string, unknown>, token: string) => {
    const r = (await post(s, token, p, { ...body, page: 1 })).data as { total?: number; last_page?: number };
    return Math.max(1, r.last_page ?? Math.ceil((r.total ?? 0) / PAGE_SIZE));
  };
  const out: Call[] = [
    { name: 'balance', kind: 'member', run: m('/api/balance') },
    { name: 'user', kind: 'member', run: m('/api/user') },
  ];
  for (const date of [1, 2, 3, 4]) {
    for (const p of ['/api/betrecord', '/api/gettransrecord']) {
      const last = await lastPage(p, { date }, s.member);
      out.push({ name: `${p.slice(5)} date ${date} page 1`, kind: 'member', run: m(p, { date, page: 1 }) });
      out.push({ name: `${p.slice(5)} date ${date} last page (${last})`, kind: 'member', run: m(p, { date, page: last }) });
    }
  }
  const fanLast = await lastPage('/api/getfanshui', { date: 4 }, s.member);
  const msgLast = await lastPage('/api/messagelist', {}, s.member);
  out.push(
    { name: 'getfanshui page 1', kind: 'member', run: m('/api/getfanshui', { date: 4, page: 1 }) },
    { name: `getfanshui last page (${fanLast})`, kind: 'member', run: m('/api/getfanshui', { date: 4, page: fanLast }) },
    { name: 'messagelist page 1', kind: 'member', run: m('/api/messagelist', { page: 1 }) },
    { name: `messagelist last page (${msgLast})`, kind: 'member', run: m('/api/messagelist', { page: msgLast }) },
    { name: 'messagenum', kind: 'member', run: m('/api/messagenum') },
    { name: 'userredpacket', kind: 'member', run: m('/api/userredpacket') },
    { name: 'getBetAmount (the withdrawal turnover rule)', kind: 'member', run: m('/api/getBetAmount') },
    {
      name: 'transfer in + out (1.00 each way)',
      kind: 'member',
      run: async (x) => {
        await post(x, x.member, '/api/PCGameTransferIn', { amount: 1 });
        await post(x, x.member, '/api/PCGameTransferOut', { amount: 1 });
      },
    },
    { name: 'members search: name', kind: 'list', run: a('/api/admin/members/search', { q: 'm000012' }) },
    { name: 'members search: phone', kind: 'list', run: a('/api/admin/members/search', { q: '1390000123' }) },
    { name: 'members search: agent', kind: 'list', run: a('/api/admin/members/search', { q: 'm0000102' }) },
    { name: 'member detail', kind: 'list', run: a('/api/admin/members/detail', { username: BENCH_MEMBER }) },
  );
  for (const q of ['deposits', 'withdrawals']) {
    const p = `/api/admin/${q}`;
    const last = await lastPage(p, { state: 2 }, s.admin);
    out.push(
      { name: `${q} queue: pending`, kind: 'list', run: a(p, { state: 1 }) },
      { name: `${q} queue: approved, last 31 days`, kind: 'list', run: a(p, { state: 2, from: day(-30), to: day(0) }) },
      { name: `${q} queue: approved, last page (${last})`, kind: 'list', run: a(p, { state: 2, page: last }) },
      { name: `${q} queue: by member`, kind: 'list', run: a(p, { username: BENCH_MEMBER }) },
      { name: `${q} queue: amount 500-510`, kind: 'list', run: a(p, { min_amount: '500', max_amount: '510' }) },
      { name: `${q} queue: order number`, kind: 'list', run: a(p, { order_no: q === 'deposits' ? 'D0000000077' : 'W0000000077' }) },
    );
  }
  out.push(
    { name: 'agent applications: pending', kind: 'list', run: a('/api/admin/agents/applications', { state: 1 }) },
    { name: 'adjustments: pending', kind: 'list', run: a('/api/admin/adjust/pending', { page: 1 }) },
    { name: 'promotion applications: pending', kind: 'list', run: (x) => post(x, x.admin, '/api/admin/activity/applies?state=1', {}, 'GET') },
    { name: 'daily report, 31 days', kind: 'report31', run: a('/api/admin/reports/daily', { from: day(-30), to: day(0) }), runs: SLOW_RUNS },
    { name: 'daily report, 366 days', kind: 'report', run: a('/api/admin/reports/daily', { from: day(-365), to: day(0) }), runs: SLOW_RUNS },
    { name: 'platform report, 31 days', kind: 'report31', run: a('/api/admin/reports/platforms', { from: day(-30), to: day(0) }), runs: SLOW_RUNS },
    { name: 'platform report, 366 days', kind: 'report', run: a('/api/admin/reports/platforms', { from: day(-365), to: day(0) }), runs: SLOW_RUNS },
    { name: 'ledger check', kind: 'check', run: a('/api/admin/ledger/check'), runs: SLOW_RUNS },
    { name: 'audit verify', kind: 'check', run: a('/api/admin/audit/verify'), runs: SLOW_RUNS },
  );
  return out;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

interface Figures {
  p50: number;
  p99: number;
}

async function timeCalls(s: Session, list: Call[]): Promise<Map<string, Figures>> {
  const out = new Map<string, Figures>();
  for (const c of list) {
    const runs = c.runs ?? RUNS;
    for (let i = 0; i < (runs >= 10 ? 3 : 1); i++) await c.run(s); // warm-up
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await c.run(s);
      ms.push(performance.now() - t0);
    }
    out.set(c.name, { p50: pct(ms, 50), p99: pct(ms, 99) });
  }
  return out;
}

/** The plans each call caused (auto_explain in the server's log), and the large tables they scan sequentially. */
async function planCalls(s: Session, list: Call[], large: Set<string>): Promise<Map<string, { plans: string[]; seqScans: string[] }>> {
  const out = new Map<string, { plans: string[]; seqScans: string[] }>();
  for (const c of list) {
    // A checkpointed check's first run on a database never checked is the full check (every entry,
    // every audit row); what is planned, as what is timed, is the re-check from the checkpoint.
    if (c.kind === 'check') await c.run(s);
    await new Promise((r) => setTimeout(r, 200));
    pgLog = '';
    await c.run(s);
    await new Promise((r) => setTimeout(r, 300)); // the server's log arrives after the reply
    const plans = pgLog
      .split(/LOG:\s+duration: [\d.]+ ms\s+plan:/)
      .slice(1)
      .map((p) => p.split(/\n\S.*(LOG|ERROR|WARNING|STATEMENT):/)[0]!.trim());
    const seqScans = [...new Set(plans.flatMap((p) => [...p.matchAll(/Seq Scan on (\w+)/g)].map((x) => x[1]!)).filter((t) => large.has(t)))];
    out.set(c.name, { plans, seqScans });
  }
  return out;
}

async function prepare(adminUrl: string, name: string, factor: number): Promise<string> {
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ c: string | null }>(`SELECT shobj_description(oid, 'pg_database') AS c FROM pg_database WHERE datname = $1`, [name]);
    const filled = rows[0]?.c === `filled at factor ${factor}`;
    if (filled && !FRESH) {
      say(`${name}: reusing the database filled at factor ${factor} (BENCH_SCALE_FRESH=1 refills it)`);
      return url;
    }
    await dropDatabase(adminUrl, name);
    await ensureDatabase(adminUrl, name);
    const portal = await startPortal(url); // migrates and seeds
    await portal.stop();
    const t0 = performance.now();
    say(`${name}: filling at factor ${factor}`);
    const report = await fillOperatorData(url, factor, (l) => say(l));
    say(`${name}: filled in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${JSON.stringify(report.counts)}`);
    await admin.query(`COMMENT ON DATABASE "${name}" IS 'filled at factor ${factor}'`);
    return url;
  } finally {
    await admin.end();
  }
}

const startPortal = (url: string, env: Record<string, string> = {}) =>
  startPortalProcess({ env: { DATABASE_URL: url, CAPTCHA_MODE: 'on', JOBS_MODE: 'off', ...env }, timeoutMs: 600_000 });

async function largeTables(url: string): Promise<Set<string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples >= $1`,
      [LARGE_ROWS],
    );
    return new Set(rows.map((r) => r.relname).filter((t) => !CALENDAR_BOUNDED.has(t)));
  } finally {
    await c.end();
  }
}

async function setExplain(adminUrl: string, name: string, on: boolean) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    if (on) {
      await c.query(`ALTER DATABASE "${name}" SET session_preload_libraries = 'auto_explain'`);
      await c.query(`ALTER DATABASE "${name}" SET auto_explain.log_min_duration = 0`);
      await c.query(`ALTER DATABASE "${name}" SET auto_explain.log_nested_statements = on`);
    } else {
      await c.query(`ALTER DATABASE "${name}" RESET ALL`);
    }
  } finally {
    await c.end();
  }
}

/**
 * The `report-summary` job as production runs it (`node dist/job.js`; nightly, its first run fills
 * the history): the reports then read closed days from their summaries. Timed; a no-op once done.
 */
function summariseReports(url: string, name: string) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [path.join(API_DIST, 'job.js'), 'report-summary'], {
    env: { ...process.env, DATABASE_URL: url, JOBS_MODE: 'off', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`report-summary on ${name} failed: ${r.stderr || r.stdout}`);
  say(`${name}: report-summary job ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function measure(adminUrl: string, name: string, url: string, withPlans: boolean) {
  summariseReports(url, name);
  let portal: PortalProcess | undefined;
  let plans = new Map<string, { plans: string[]; seqScans: string[] }>();
  const large = await largeTables(url);
  if (withPlans) {
    await setExplain(adminUrl, name, true);
    try {
      portal = await startPortal(url);
      const s = await signIn(portal.url, url);
      plans = await planCalls(s, await calls(s), large);
    } finally {
      await portal?.stop();
      await setExplain(adminUrl, name, false);
    }
  }
  portal = await startPortal(url);
  try {
    const s = await signIn(portal.url, url);
    const list = await calls(s);
    return { list, times: await timeCalls(s, list), plans, large };
  } finally {
    await portal.stop();
  }
}

await ensureApiBuilt();
const dataDir = path.join(REPO_ROOT, '.data/scale-bench');
fs.mkdirSync(dataDir, { recursive: true });
const server = await startEmbeddedPostgres({
  dataDir,
  port: Number(process.env.BENCH_SCALE_PG_PORT || process.env.EMBEDDED_PG_PORT) || (await freePort()),
  durable: false,
  log: (line) => (pgLog += `${line}\n`),
});
let failed = 0;
try {
  const adminUrl = server.url('postgres');
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query('CREATE EXTENSION IF NOT EXISTS pg_trgm').catch(() => {});
  await c.end();
  const smallName = 'scale_small';
  const largeName = `scale_f${String(FACTOR).replace('.', '_')}`;
  const smallUrl = await prepare(adminUrl, smallName, SMALL_FACTOR);
  const largeUrl = await prepare(adminUrl, largeName, FACTOR);
  const small = await measure(adminUrl, smallName, smallUrl, false);
  const big = await measure(adminUrl, largeName, largeUrl, true);
  const checks: { name: string; ok: boolean }[] = [];
  const check = (n: string, ok: boolean) => {
    checks.push({ name: n, ok });
    return ok ? 'met' : 'MISSED';
  };
  say('', `==== pnpm bench:scale (factor ${FACTOR}; ${RUNS} runs per call, sequential, over HTTP to node dist/main.js) ====`);
  say(`large tables (≥ ${LARGE_ROWS} rows): ${[...big.large].sort().join(', ')}`);
  for (const call of big.list) {
    const b = big.times.get(call.name)!;
    const sm = small.times.get(call.name) ?? [...small.times.entries()].find(([k]) => k.replace(/\(\d+\)/, '') === call.name.replace(/\(\d+\)/, ''))?.[1];
    const plan = big.plans.get(call.name);
    let verdict: string;
    if (call.kind === 'member') {
      const limit = Math.min(TARGET.memberMs, TARGET.memberX * (sm?.p99 ?? 0));
      verdict = check(`${call.name}: p99 ≤ 2 × small p99 and < 50 ms`, !!sm && b.p99 <= limit && b.p99 < TARGET.memberMs);
    } else if (call.kind === 'list') verdict = check(`${call.name}: p99 < 200 ms`, b.p99 < TARGET.listMs);
    else if (call.kind === 'report') verdict = check(`${call.name}: p99 < 2 s`, b.p99 < TARGET.reportMs);
    else if (call.kind === 'check') verdict = check(`${call.name}: p99 < 2 s`, b.p99 < TARGET.checkMs);
    else verdict = 'no target';
    const seq = plan ? check(`${call.name}: no sequential scan of a large table`, plan.seqScans.length === 0) : 'n/a';
    say(
      `${call.name.padEnd(52)} large p50 ${b.p50.toFixed(1).padStart(8)} p99 ${b.p99.toFixed(1).padStart(8)} ms | small p50 ${(sm?.p50 ?? NaN).toFixed(1).padStart(6)} p99 ${(sm?.p99 ?? NaN).toFixed(1).padStart(6)} ms | ${verdict}; seq scans: ${seq === 'met' ? 'none' : (plan?.seqScans.join(', ') ?? 'n/a')}`,
    );
  }
  if (process.env.BENCH_SCALE_PLANS !== '0') {
    say('', '---- plans (auto_explain, large database) ----');
    for (const [n, p] of big.plans) {
      say(`## ${n}: ${p.plans.length} statements${p.seqScans.length ? `, SEQ SCAN of ${p.seqScans.join(', ')}` : ''}`);
      for (const plan of p.plans) say(plan.replace(/^/gm, '    '), '');
    }
  }
  failed += checks.filter((x) => !x.ok).length;
  say(
    '',
    ...checks.filter((x) => !x.ok).map((x) => `MISSED  ${x.name}`),
    `${failed} of ${checks.length} targets missed (load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
  );
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
