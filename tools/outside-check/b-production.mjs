// Part B (issue 17): two API processes from one checkout over one PostgreSQL, a bank workload with
// Idempotency-Keys, faults injected meanwhile (backends terminated, an API process and the postmaster
// killed with -9), then the books; SIGTERM under 32 clients; /readyz with PostgreSQL down; /metrics of
// a WEB_CONCURRENCY=2 server. Usage: node tools/outside-check/b-production.mjs [seconds of bank, default 80]
import { spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createStaff, db, http as req, post, registerMember, sleep, staffLogin, tally } from './lib.mjs';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const LOGS = path.join(ROOT, '.data/outside/logs');
fs.mkdirSync(LOGS, { recursive: true });
const PG_URL = 'postgresql://postgres:postgres@127.0.0.1:55401/portal';
const PG_DIR = path.join(ROOT, '.data/outside/b');
const BANK_SECONDS = Number(process.argv[2] ?? 80);
const PORTS = [8401, 8402];
const url = (port) => `http://127.0.0.1:${port}`;
const t0 = Date.now();
const stamp = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
const log = (...a) => console.log(stamp(), ...a);
const results = [];
const check = (name, ok, figures) => {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${typeof figures === 'string' ? figures : JSON.stringify(figures)}`);
};

// ---- processes ----
const started = []; // every child this script started, for the report and the cleanup
function spawnLogged(name, cmd, args, env) {
  const out = fs.openSync(path.join(LOGS, `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  const rec = { name, pid: child.pid, child, exit: null, killedByUs: false };
  rec.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      rec.exit = { code, signal, at: stamp() };
      resolve(rec.exit);
    }),
  );
  started.push(rec);
  return rec;
}

// node itself runs the keeper (tsx as a loader, resolved from apps/api), so its pid gets our signals.
const keeper = (() => {
  const out = fs.openSync(path.join(LOGS, 'pg-keeper.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/outside-check/pg-keeper.ts')], {
    cwd: path.join(ROOT, 'apps/api'),
    env: { ...process.env, PG_DATA_DIR: PG_DIR, PG_PORT: '55401' },
    stdio: ['ignore', out, out],
  });
  const rec = { name: 'pg-keeper', pid: child.pid, child, exit: null, killedByUs: false };
  rec.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      rec.exit = { code, signal, at: stamp() };
      resolve(rec.exit);
    }),
  );
  started.push(rec);
  return rec;
})();

function apiEnv(port, extra = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: PG_URL,
    CAPTCHA_MODE: 'off',
    RATE_LIMIT_MODE: 'on',
    RATE_LIMIT_REGISTER_PER_IP: '10000',
    RATE_LIMIT_LOGIN_PER_IP: '10000',
    RATE_LIMIT_TRANSFER_FAILURES_PER_MEMBER: '100000',
    IDEMPOTENCY_LEASE_SECONDS: '15',
    TRANSFER_REPAIR_AFTER_SECONDS: '10',
    TRANSFER_REPAIR_CRON: '*/5 * * * * *',
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
    ...extra,
  };
  delete env.JWT_SECRET;
  delete env.METRICS_PORT;
  if (extra.METRICS_PORT) env.METRICS_PORT = extra.METRICS_PORT;
  return env;
}
const apis = {};
function startApi(port, extra) {
  const rec = spawnLogged(`api-${port}-${started.length}`, process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], apiEnv(port, extra));
  apis[port] = rec;
  return rec;
}
async function ready(port, ms = 90_000) {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(250)) {
    const r = await req(url(port), 'GET', '/readyz', { timeout: 3000 });
    if (r.status === 200) return true;
  }
  return false;
}
async function waitPg(ms = 60_000) {
  const pool = db(PG_URL);
  try {
    for (const until = Date.now() + ms; Date.now() < until; await sleep(250)) {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        /* not JSON, or already gone */
      }
    }
    return false;
  } finally {
    await pool.end().catch(() => {});
  }
}

// ---- the client: each request alternates processes; unanswered or 503 → the same key on the other ----
const attempts = []; // {path, port, status, code, error}
const violations = [];
let turn = 0;
let dbDown = false;
async function send(path, body, token, key, { retry = true } = {}) {
  let port = PORTS[turn++ % 2];
  for (const until = Date.now() + 180_000; ;) {
    const r = await req(url(port), 'POST', path, { body, token, key, timeout: 30_000 });
    attempts.push({ path, port, status: r.status, code: r.body?.code, error: r.error });
    if (r.status >= 500 && !(r.status === 503 && r.body?.code === 503))
      violations.push({ at: stamp(), port, path, key, body, status: r.status, reply: JSON.stringify(r.body).slice(0, 300) });
    const again = r.status === 0 || r.status === 503 || r.body?.code === 409;
    if (!again || !retry || Date.now() > until) return r;
    port = port === PORTS[0] ? PORTS[1] : PORTS[0];
    await sleep(r.body?.code === 409 ? 1000 : 300);
  }
}

process.on('uncaughtException', (e) => {
  console.error('checker error', e);
  for (const r of started)
    if (!r.exit)
      try {
        process.kill(r.pid, 'SIGTERM');
      } catch {
        /* not JSON, or already gone */
      }
  setTimeout(() => process.exit(2), 5000);
});
process.on('unhandledRejection', (e) => {
  throw e;
});
// ---- start ----
const pool = db(PG_URL);
if (!(await waitPg())) throw new Error('PostgreSQL did not start');
log('pg up; starting two API processes');
startApi(8401);
await sleep(1500);
startApi(8402);
if (!(await ready(8401)) || !(await ready(8402))) throw new Error('API processes not ready');
log('both ready');

// Tokens across processes (no JWT_SECRET).
const superTok = await staffLogin(url(8401), 'admin', 'admin12345');
const me2 = await post(url(8402), '/api/admin/me', {}, { token: superTok });
const mem = await registerMember(url(8402));
const bal1 = await post(url(8401), '/api/balance', {}, { token: mem.token });
check(
  'tokens work across both processes (no JWT_SECRET)',
  me2.body?.code === 200 && bal1.body?.code === 200,
  `staff token of 8401 on 8402: ${me2.body?.code}; member token of 8402 on 8401: ${bal1.body?.code}`,
);

// ---- bank ----
const finance = await createStaff(url(8401), superTok, 'finance');
const members = [];
const credited = new Map(); // adjust key -> amount (replies 200 posted)
for (let i = 0; i < 16; i++) {
  const m = await registerMember(url(PORTS[i % 2]));
  const key = randomUUID();
  const r = await send(
    '/api/admin/adjust',
    { username: m.name, amount: '1000', memo: 'bank funding', correction: true, correction_reason: 'outside bank' },
    finance.token,
    key,
  );
  if (r.body?.code !== 200) throw new Error(`fund: ${JSON.stringify(r.body)}`);
  credited.set(key, 1000);
  members.push(m);
}
const memberIds = (await pool.query('SELECT id FROM users WHERE username = ANY($1)', [members.map((m) => m.name)])).rows.map((r) => r.id);
const moneyOf = async () => (await pool.query('SELECT COALESCE(sum(balance),0)::numeric AS s FROM accounts WHERE user_id = ANY($1)', [memberIds])).rows[0].s;
log('16 members funded, member money', await moneyOf());

const PLAT = ['PCGAME', 'AG', 'PP'];
const keys = { transfer: [], adjust: [], recharge: [], approve: [] };
const approvedDeposits = new Map(); // deposit_no -> amount, from 200 replies
let stop = false;
const byKind = {};
const client = async (i) => {
  const m = members[i];
  const sent = [];
  while (!stop) {
    const roll = randomInt(100);
    let kind,
      path,
      body,
      token = m.token,
      key = randomUUID(),
      replayOf = null;
    if (roll < 35) {
      kind = 'transfer-in';
      path = '/api/transfer';
      body = { amount: 1 + randomInt(60), sourcetype: 'center', targettype: PLAT[randomInt(3)] };
      keys.transfer.push(key);
    } else if (roll < 65) {
      kind = 'transfer-out';
      path = '/api/transfer';
      body = { amount: 1 + randomInt(60), sourcetype: PLAT[randomInt(3)], targettype: 'center' };
      keys.transfer.push(key);
    } else if (roll < 75) {
      kind = 'deposit';
      path = '/api/recharge';
      body = { paytype: 'bank', amount: 100 + randomInt(50), bank_owner: '王五', bank: '中国银行', bank_no: '6222020200112233', bank_address: '广州' };
      keys.recharge.push(key);
    } else if (roll < 85) {
      kind = 'credit';
      path = '/api/admin/adjust';
      token = finance.token;
      body = { username: m.name, amount: '5.00', memo: 'bank credit', correction: true, correction_reason: 'outside bank' };
      keys.adjust.push(key);
    } else if (sent.length) {
      kind = 'replay';
      const first = sent[randomInt(sent.length)];
      ({ path, body, token, key } = first);
      replayOf = first.kind;
    } else continue;
    const r = await send(path, body, token, key);
    byKind[kind] = (byKind[kind] ?? 0) + 1;
    // A replay of a credit whose first reply was an error (500) runs it afresh: its 200 counts too.
    if ((kind === 'credit' || replayOf === 'credit') && r.body?.code === 200) credited.set(key, 5);
    if (kind !== 'replay') sent.push({ path, body, token, key, kind });
  }
};
const approver = async () => {
  while (!stop) {
    const list = await send('/api/admin/deposits', { state: 1, page: 1, per_page: 50 }, finance.token, undefined);
    const rows = list.body?.data?.data ?? list.body?.data?.list ?? [];
    for (const row of rows) {
      if (!memberIds.includes(row.user_id) && !members.some((m) => m.name === row.username)) continue;
      const key = randomUUID();
      keys.approve.push(key);
      const r = await send('/api/admin/deposits/approve', { deposit_no: row.deposit_no }, finance.token, key);
      if (r.body?.code === 200) approvedDeposits.set(row.deposit_no, Number(row.real_money ?? row.amount));
    }
    await sleep(300);
  }
};

// ---- faults ----
const faults = [];
const readyzSeen = [];
const terminateAll = async () => {
  const c = db(PG_URL.replace('/portal', '/postgres'));
  try {
    const r = await c.query(
      "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int n FROM pg_stat_activity WHERE datname = 'portal' AND pid <> pg_backend_pid()",
    );
    return r.rows[0].n;
  } finally {
    await c.end();
  }
};
let t0Bank = Date.now();
const faultPlan = (async () => {
  for (const at of [8, 16, 24]) {
    await sleepUntil(at);
    faults.push({ at: stamp(), what: 'pg_terminate_backend', terminated: await terminateAll() });
  }
  await sleepUntil(32);
  const victim = apis[8402];
  victim.killedByUs = true;
  process.kill(victim.pid, 'SIGKILL');
  const ex = await victim.exited;
  faults.push({ at: stamp(), what: 'kill -9 API 8402', pid: victim.pid, exit: ex });
  await sleep(2000);
  startApi(8402);
  const back = await ready(8402);
  faults.push({ at: stamp(), what: 'API 8402 restarted', ready: back, pid: apis[8402].pid });
  await sleepUntil(50);
  const pmPid = Number(fs.readFileSync(path.join(PG_DIR, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const killedAt = Date.now();
  process.kill(pmPid, 'SIGKILL');
  dbDown = true;
  void killedAt;
  const watch = (async () => {
    while (dbDown) {
      for (const p of PORTS) {
        const r = await req(url(p), 'GET', '/readyz', { timeout: 6000 });
        readyzSeen.push({ at: stamp(), port: p, status: r.status, body: JSON.stringify(r.body).slice(0, 120) });
      }
      await sleep(200);
    }
  })();
  const up = await waitPg(60_000);
  dbDown = false;
  await watch;
  faults.push({ at: stamp(), what: 'kill -9 postmaster', pid: pmPid, back_after_s: ((Date.now() - killedAt) / 1000).toFixed(1), up });
})();
async function sleepUntil(s) {
  const ms = t0Bank + s * 1000 - Date.now();
  if (ms > 0) await sleep(ms);
}

t0Bank = Date.now();
log(`bank: 16 clients + 1 approver for ${BANK_SECONDS}s, faults at 8/16/24s (terminate), 32s (kill -9 API 8402), 50s (kill -9 postmaster)`);
const workers = [...Array.from({ length: 16 }, (_, i) => client(i)), approver()];
await sleep(BANK_SECONDS * 1000);
await faultPlan;
stop = true;
await Promise.all(workers);
log('bank done', JSON.stringify(byKind));
for (const f of faults) console.log('  fault', JSON.stringify(f));
const rz = tally(readyzSeen.map((r) => `${r.port}:${r.status}`));
console.log('  /readyz while the postmaster was down:', JSON.stringify(rz), readyzSeen.find((r) => r.status === 503)?.body ?? '');

// ---- settle: pending transfers repaired, everything recalled ----
for (const until = Date.now() + 90_000; Date.now() < until; await sleep(1000)) {
  const n = (await pool.query('SELECT count(*)::int n FROM transfers WHERE user_id = ANY($1) AND state = 2', [memberIds])).rows[0].n;
  if (n === 0) break;
}
const pendingLeft = (await pool.query('SELECT count(*)::int n FROM transfers WHERE user_id = ANY($1) AND state = 2', [memberIds])).rows[0].n;
const recall = [];
for (const m of members) recall.push((await send('/api/transall', {}, m.token, randomUUID())).body?.code);

// ---- the books ----
const creditsMade = [...credited.values()].reduce((a, b) => a + b, 0);
const depositsMade = [...approvedDeposits.values()].reduce((a, b) => a + b, 0);
const money = Number(await moneyOf());
const dbCredits = Number(
  (
    await pool.query(
      "SELECT COALESCE(sum(CASE WHEN direction = 'credit' THEN amount ELSE -amount END),0) s FROM balance_adjustments WHERE user_id = ANY($1) AND state IN ('posted','approved')",
      [memberIds],
    )
  ).rows[0].s,
);
const dbDeposits = Number(
  (await pool.query('SELECT COALESCE(sum(real_money),0) s FROM deposits WHERE user_id = ANY($1) AND state = 2', [memberIds])).rows[0].s,
);
const gameResults = Number(
  (
    await pool.query(
      "SELECT COALESCE(sum(e.amount),0) s FROM journal_entries e JOIN journal_transactions t ON t.id = e.transaction_id JOIN accounts a ON a.id = e.account_id WHERE a.user_id = ANY($1) AND t.kind NOT IN ('admin.adjust','deposit.approve','transfer.in','transfer.out','transfer.reversal')",
      [memberIds],
    )
  ).rows[0].s,
);
check(
  'nothing lost or doubled: member money = credits + approved deposits',
  Math.abs(money - (creditsMade + depositsMade)) < 0.005 && Math.abs(dbCredits - creditsMade) < 0.005 && Math.abs(dbDeposits - depositsMade) < 0.005,
  `member balances (central+platform) ${money.toFixed(2)}; credits answered 200: ${credited.size} = ${creditsMade.toFixed(2)} (db ${dbCredits.toFixed(2)}); deposit approvals answered 200: ${approvedDeposits.size} = ${depositsMade.toFixed(2)} (db ${dbDeposits.toFixed(2)}); other postings on members ${gameResults}`,
);

// Each Idempotency-Key's money moved once.
const perKey = { transfer: { 0: 0, 1: 0, more: 0 }, adjust: { 0: 0, 1: 0, more: 0 }, approve: { 1: 0, more: 0 } };
const bump = (o, n) => (o[n > 1 ? 'more' : n] = (o[n > 1 ? 'more' : n] ?? 0) + 1);
const transferRows = (await pool.query('SELECT request_key, order_no, state FROM transfers WHERE user_id = ANY($1)', [memberIds])).rows;
const txKeys = new Map(
  (
    await pool.query(
      "SELECT idempotency_key k, count(*)::int n FROM journal_transactions WHERE idempotency_key LIKE 'transfer:%' OR idempotency_key LIKE 'adjust:%' OR idempotency_key LIKE 'deposit:%' GROUP BY 1",
    )
  ).rows.map((r) => [r.k, r.n]),
);
const byReq = new Map();
for (const t of transferRows)
  if (t.request_key) {
    const k = t.request_key.slice(-36);
    byReq.set(k, [...(byReq.get(k) ?? []), t]);
  }
const badTransfers = [];
for (const k of new Set(keys.transfer)) {
  const rows = byReq.get(k) ?? [];
  bump(perKey.transfer, rows.length);
  for (const t of rows) {
    const moved = txKeys.get(`transfer:${t.order_no}`) ?? 0;
    const reversed = txKeys.get(`transfer:${t.order_no}:reversal`) ?? 0;
    const net = moved - reversed;
    if ((t.state === 1 && net !== 1) || (t.state === 0 && net !== 0) || moved > 1 || reversed > 1) badTransfers.push({ key: k, ...t, moved, reversed });
  }
}
const adjKeys = [...txKeys.keys()].filter((k) => k.startsWith('adjust:'));
for (const k of new Set(keys.adjust)) bump(perKey.adjust, adjKeys.filter((x) => x.endsWith(`:${k}`)).length);
for (const no of approvedDeposits.keys()) bump(perKey.approve, txKeys.get(`deposit:${no}`) ?? 0);
const stateCounts = tally(transferRows.map((t) => `state${t.state}`));
check(
  'each Idempotency-Key moved money at most once',
  perKey.transfer.more === 0 && perKey.adjust.more === 0 && (perKey.approve.more ?? 0) === 0 && badTransfers.length === 0 && (perKey.approve[0] ?? 0) === 0,
  `transfer keys ${new Set(keys.transfer).size} → rows per key ${JSON.stringify(perKey.transfer)}, transfers ${JSON.stringify(stateCounts)}, journal mismatches ${badTransfers.length}${badTransfers.length ? ' ' + JSON.stringify(badTransfers.slice(0, 3)) : ''}; credit keys ${new Set(keys.adjust).size} → journal rows per key ${JSON.stringify(perKey.adjust)}; approved deposits ${approvedDeposits.size} → journal rows ${JSON.stringify(perKey.approve)}; pending transfers left ${pendingLeft}; final recall codes ${JSON.stringify(tally(recall))}`,
);

const unbalanced = (await pool.query('SELECT count(*)::int n FROM (SELECT transaction_id FROM journal_entries GROUP BY 1 HAVING sum(amount) <> 0) x')).rows[0]
  .n;
const cachedVsEntries = (
  await pool.query(
    'SELECT count(*)::int n FROM accounts a WHERE a.balance <> COALESCE((SELECT sum(amount) FROM journal_entries e WHERE e.account_id = a.id), 0)',
  )
).rows[0].n;
const lc = await send('/api/admin/ledger/check', {}, await staffLogin(url(8402), 'admin', 'admin12345'), undefined);
check(
  'ledger check clean',
  lc.body?.code === 200 && lc.body?.data?.ok === true && unbalanced === 0 && cachedVsEntries === 0,
  `/api/admin/ledger/check ${JSON.stringify(lc.body?.data).slice(0, 200)}; unbalanced transactions ${unbalanced}; accounts whose balance ≠ sum of entries ${cachedVsEntries}`,
);

const answers = tally(attempts.map((a) => (a.status === 0 ? `noreply(${a.error?.split(':')[0]})` : `${a.status}/${a.code}`)));
const fiveXX = attempts.filter((a) => a.status >= 500);
check(
  'no HTTP 5xx but the 503 envelope',
  violations.length === 0,
  `${attempts.length} requests; answers ${JSON.stringify(answers)}; 5xx ${fiveXX.length} (all {code:503}: ${fiveXX.every((a) => a.code === 503)})${violations.length ? '; violations ' + JSON.stringify(violations.slice(0, 5)) : ''}`,
);
const crashed = started.filter((r) => r.name.startsWith('api') && r.exit && !r.killedByUs);
check(
  'no API process exited by itself',
  crashed.length === 0 && readyzSeen.some((r) => r.status === 503),
  `API processes started ${started.filter((r) => r.name.startsWith('api')).length}; exits: ${JSON.stringify(started.filter((r) => r.exit).map((r) => ({ name: r.name, pid: r.pid, ...r.exit, killedByUs: r.killedByUs })))}`,
);

// ---- /readyz with PostgreSQL stopped (clean stop, no restart until told) ----
{
  process.kill(keeper.pid, 'SIGUSR1');
  const seen = [];
  let money503 = null;
  for (const until = Date.now() + 15_000; Date.now() < until; await sleep(300)) {
    const r = await req(url(8402), 'GET', '/readyz', { timeout: 8000 });
    seen.push(`${r.status}`);
    if (r.status === 503) {
      const m = await req(url(8401), 'POST', '/api/transfer', {
        body: { amount: 1, sourcetype: 'center', targettype: 'AG' },
        token: members[0].token,
        key: randomUUID(),
        timeout: 10_000,
      });
      money503 = { status: m.status, body: m.body, retryAfter: m.headers?.get('retry-after') };
      const r2 = await req(url(8401), 'GET', '/readyz', { timeout: 8000 });
      seen.push(`8401:${r2.status} ${JSON.stringify(r2.body)}`);
      break;
    }
  }
  process.kill(keeper.pid, 'SIGUSR2');
  const downAt = Date.now();
  await waitPg();
  let back = null;
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(250)) {
    if ((await req(url(8402), 'GET', '/readyz', { timeout: 3000 })).status === 200) {
      back = ((Date.now() - downAt) / 1000).toFixed(1);
      break;
    }
  }
  check(
    '/readyz 503 while PostgreSQL is down, 200 after',
    seen.some((s) => s.startsWith('503')) && money503?.status === 503 && money503?.body?.code === 503 && back !== null,
    `readyz answers while stopped: ${JSON.stringify(seen)}; a transfer meanwhile: ${JSON.stringify(money503)}; readyz 200 again ${back}s after the start`,
  );
}

// ---- SIGTERM one process while 32 clients are sending ----
async function sigtermRun(label, keepAlive) {
  const port = 8401;
  const rec = apis[port];
  const agent = new http.Agent({ keepAlive, maxSockets: 64 });
  const out = { answered: {}, errors: {}, errorSamples: [], resetKeys: [] };
  let stopClients = false;
  let sigAt = null;
  const one = (path, body, token, key) =>
    new Promise((resolve) => {
      const data = JSON.stringify(body);
      const r = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(data),
            Authorization: `Bearer ${token}`,
            ...(key ? { 'Idempotency-Key': key } : {}),
          },
        },
        (res) => {
          let b = '';
          res.on('data', (d) => (b += d));
          res.on('end', () => {
            let p;
            try {
              p = JSON.parse(b);
            } catch {
              /* not JSON, or already gone */
            }
            resolve({ status: res.statusCode, code: p?.code });
          });
          res.on('error', (e) => resolve({ error: e.code ?? e.message, afterHeaders: true }));
        },
      );
      r.on('error', (e) => resolve({ error: e.code ?? e.message, reused: r.reusedSocket, key }));
      r.setTimeout(20_000, () => r.destroy(new Error('timeout')));
      r.end(data);
    });
  const clients = Array.from({ length: 32 }, async (_, i) => {
    const m = members[i % 16];
    while (!stopClients) {
      const transfer = i % 2 === 0;
      const into = randomInt(2) === 1;
      const r = transfer
        ? await one('/api/transfer', { amount: 1, sourcetype: into ? 'center' : 'AG', targettype: into ? 'AG' : 'center' }, m.token, randomUUID())
        : await one('/api/balance', {}, m.token);
      if (r.error) {
        out.errors[r.error] = (out.errors[r.error] ?? 0) + 1;
        if (transfer && r.error !== 'ECONNREFUSED') out.resetKeys.push(r.key);
        if (r.error !== 'ECONNREFUSED' && out.errorSamples.length < 5)
          out.errorSamples.push({ ...r, at: sigAt ? `${Date.now() - sigAt}ms after SIGTERM` : 'before' });
        if (r.error === 'ECONNREFUSED') await sleep(50);
      } else {
        const k = `${r.status}/${r.code}`;
        out.answered[k] = (out.answered[k] ?? 0) + 1;
      }
    }
  });
  await sleep(2000);
  sigAt = Date.now();
  process.kill(rec.pid, 'SIGTERM');
  const ex = await Promise.race([rec.exited, sleep(15_000).then(() => null)]);
  const tookMs = Date.now() - sigAt;
  await sleep(500);
  stopClients = true;
  await Promise.all(clients);
  agent.destroy();
  rec.killedByUs = true;
  let movedOnReset = 0;
  for (const k of out.resetKeys) movedOnReset += (await pool.query('SELECT count(*)::int n FROM transfers WHERE request_key LIKE $1', [`%:${k}`])).rows[0].n;
  const bad5xx = Object.entries(out.answered).filter(([k]) => Number(k.split('/')[0]) >= 500);
  const resets = Object.entries(out.errors).filter(([k]) => k !== 'ECONNREFUSED');
  check(
    `SIGTERM under 32 clients (${label})`,
    ex && ex.code === 0 && tookMs <= 10_000 && bad5xx.length === 0 && resets.length === 0,
    `exit ${JSON.stringify(ex)} after ${tookMs} ms; transfers reset: ${out.resetKeys.length}, of which recorded in the database (moved or reversed): ${movedOnReset}; answered ${JSON.stringify(out.answered)}; connection errors ${JSON.stringify(out.errors)}${out.errorSamples.length ? ' e.g. ' + JSON.stringify(out.errorSamples) : ''}`,
  );
  startApi(port);
  await ready(port);
}
// The members' platform wallets hold little after the recall: put some money in AG first.
for (const m of members) await send('/api/transfer', { amount: 50, sourcetype: 'center', targettype: 'AG' }, m.token, randomUUID());
await sigtermRun('a new connection per request', false);
await sigtermRun('keep-alive connections', true);

// ---- /metrics of a WEB_CONCURRENCY=2 server ----
{
  for (const p of PORTS) {
    apis[p].killedByUs = true;
    process.kill(apis[p].pid, 'SIGTERM');
    await apis[p].exited;
  }
  const rec = startApi(8401, { WEB_CONCURRENCY: '2', METRICS_PORT: '9401' });
  await ready(8401);
  await sleep(3000);
  const N = 200;
  const replies = [];
  for (let i = 0; i < N; i++) replies.push(await req(url(8401), 'POST', '/api/balance', { body: {}, token: members[i % 16].token }));
  for (let i = 0; i < 50; i++) replies.push(await req(url(8401), 'POST', '/api/balance', { body: {} }));
  let scrape = await req('http://127.0.0.1:9401', 'GET', '/metrics', { timeout: 10_000 });
  if (scrape.status !== 200) {
    await sleep(5000);
    scrape = await req('http://127.0.0.1:9401', 'GET', '/metrics', { timeout: 10_000 });
  }
  const text = typeof scrape.body === 'string' ? scrape.body : '';
  const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
  const badLines = lines.filter(
    (l) => !/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? [-+]?([0-9.eE+-]+|NaN|\+Inf|-Inf)( \d+)?$/.test(l),
  );
  const count = (code) =>
    lines
      .filter((l) => l.startsWith('portal_http_request_duration_seconds_count{') && l.includes('route="/api/balance"') && l.includes(`code="${code}"`))
      .reduce((a, l) => a + Number(l.split(' ').pop()), 0);
  const c200 = count('200');
  const c401 = count('401');
  const sent200 = replies.filter((r) => r.body?.code === 200).length;
  const sent401 = replies.filter((r) => r.body?.code === 401).length;
  const mainMetrics = await req(url(8401), 'GET', '/metrics');
  check(
    '/metrics on METRICS_PORT of a WEB_CONCURRENCY=2 server',
    scrape.status === 200 && badLines.length === 0 && c200 === sent200 && c401 === sent401 && lines.length > 50,
    `scrape ${scrape.status}, ${lines.length} samples, unparseable ${badLines.length}${badLines.length ? ' e.g. ' + badLines.slice(0, 2).join(' | ') : ''}; /api/balance sent 200:${sent200} 401:${sent401}, counted 200:${c200} 401:${c401}; workers' pool series ${lines.filter((l) => l.startsWith('portal_db_pool_in_use')).length}; /metrics on the main port without token: ${mainMetrics.status} ${String(mainMetrics.headers?.get('content-type'))}, has portal_ series: ${String(mainMetrics.body).includes('portal_http')}`,
  );
  rec.killedByUs = true;
  process.kill(rec.pid, 'SIGTERM');
  const ex = await rec.exited;
  console.log('  WEB_CONCURRENCY=2 server SIGTERM exit', JSON.stringify(ex));
}

await pool.end();
process.kill(keeper.pid, 'SIGTERM');
await Promise.race([keeper.exited, sleep(10_000)]);
console.log(results.every((r) => r.ok) ? 'B PASS' : `B FAIL (${results.filter((r) => !r.ok).length} of ${results.length})`);
process.exit(0);
