// Issue 33 checked from the outside: the provider simulator plays a thousand rounds against two
// processes of the portal (as `pnpm start` runs it) sharing one PostgreSQL, while the second is
// killed (SIGKILL) and started again midway; the calls it left unanswered are retried with the same
// uuids on the other. Then, reading the database: every member's balance is their funding plus the
// sum of their rounds, no transaction uuid was posted twice, and the ledger is clean.
// Usage: pnpm build, then node tools/outside-check/h-seamless.mjs (it starts and stops both
// processes; start-h.sh starts the first alone). Ports: H_PORT (4901), H_PORT+1, H_PG_PORT (5901).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Portal, Provider, YUAN, publicPemOf } from '../conformance/client.mjs';
import { providerKey } from '../provider-sim/sim.mjs';
import { playRound, random } from '../provider-sim/rounds.mjs';
import { db, sleep } from './lib.mjs';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const PORT = Number(process.env.H_PORT ?? 4901);
const PG_PORT = Number(process.env.H_PG_PORT ?? 5901);
const DATA = path.join(ROOT, '.data/outside/h');
const PG_URL = `postgresql://postgres:postgres@127.0.0.1:${PG_PORT}/portal`;
const ROUNDS = Number(process.env.H_ROUNDS ?? 1000);
const MEMBERS = 5;
const FUNDING = 900;

fs.rmSync(DATA, { recursive: true, force: true });
fs.mkdirSync(path.join(DATA, 'logs'), { recursive: true });
const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};

function start(which) {
  const port = which === 'a' ? PORT : PORT + 1;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(DATA, which),
    CAPTCHA_MODE: 'off',
    RATE_LIMIT_MODE: 'off',
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
  };
  // The first process runs the embedded PostgreSQL (the `pnpm start` path); the second uses it.
  if (which === 'a') {
    delete env.DATABASE_URL;
    env.EMBEDDED_PG_PORT = String(PG_PORT);
  } else env.DATABASE_URL = PG_URL;
  const out = fs.openSync(path.join(DATA, 'logs', `${which}.log`), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', out, out], detached: true });
  const exited = new Promise((r) => child.on('exit', r));
  return { url: `http://127.0.0.1:${port}`, child, exited };
}
async function ready(url, ms = 120_000) {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(250)) {
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) })).status === 200) return true;
    } catch {
      /* not yet */
    }
  }
  return false;
}
const stop = async (p) => {
  try {
    process.kill(-p.child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([p.exited, sleep(20_000)]);
};

const a = start('a');
if (!(await ready(a.url))) throw new Error(`the first process did not start: see ${DATA}/logs/a.log`);
let b = start('b');
if (!(await ready(b.url))) throw new Error(`the second process did not start: see ${DATA}/logs/b.log`);
const pool = db(PG_URL);
try {
  const privateKeyPem = providerKey(path.join(DATA, 'sim'));
  const portal = new Portal({ base: a.url, adminName: 'admin', adminPassword: 'admin12345' });
  await portal.configurePlatform('SIM', publicPemOf(privateKeyPem), 'http://127.0.0.1:4910/play?token={token}&user={user}&game={game}');
  const provider = new Provider({ base: a.url, bases: [b.url], platname: 'SIM', privateKeyPem, timeoutMs: 5_000 });
  await provider.loadPortalKey();
  const players = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await portal.member(FUNDING);
    players.push({ ...m, token: (await portal.launch('SIM', m.portal)).token, net: 0, rounds: 0 });
  }

  let done = 0;
  let killed = null;
  let restarted = null;
  const perPlayer = Math.ceil(ROUNDS / MEMBERS);
  const calls = [];
  const t0 = Date.now();
  await Promise.all(
    players.map(async (p, i) => {
      const rand = random(1000 + i);
      for (let r = 0; r < perPlayer; r++) {
        const round = await playRound(provider, p, rand);
        p.net += round.net;
        p.rounds++;
        calls.push(...round.calls);
        done++;
        if (!killed && done >= ROUNDS / 2) {
          killed = Date.now();
          process.kill(-b.child.pid, 'SIGKILL');
          restarted = (async () => {
            await b.exited;
            await sleep(1500);
            b = start('b');
            return ready(b.url);
          })();
        }
      }
    }),
  );
  const seconds = (Date.now() - t0) / 1000;
  const backUp = await restarted;
  const retried = calls.filter((c) => c.attempts > 1).length;
  const statuses = {};
  for (const c of calls) statuses[c.status] = (statuses[c.status] ?? 0) + 1;
  console.log(`${done} rounds, ${calls.length} wallet calls in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(statuses)}; ${retried} calls retried`);
  check('a thousand rounds played', done >= ROUNDS, String(done));
  check('the second process was killed midway and served again after its restart', killed !== null && backUp === true);
  check('some calls were retried after the kill (same uuids, on the other process)', retried > 0, String(retried));
  check(
    'no call ended unanswered or in RS_ERROR_UNKNOWN',
    !statuses.RS_ERROR_UNKNOWN && calls.every((c) => c.status.startsWith('RS_')),
    JSON.stringify(statuses),
  );

  for (const p of players) {
    const row = (
      await pool.query(`SELECT a.balance::text AS balance FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = $1 AND a.kind = 'central'`, [
        p.user,
      ])
    ).rows[0];
    const expected = ((FUNDING * YUAN + p.net) / YUAN).toFixed(2);
    check(`${p.user}: balance = funding + the sum of ${p.rounds} rounds`, row?.balance === expected, `${row?.balance} vs ${expected}`);
  }
  const twice = (
    await pool.query(
      `SELECT count(*)::int AS n FROM (SELECT idempotency_key FROM journal_transactions WHERE idempotency_key LIKE 'seamless:%' GROUP BY idempotency_key HAVING count(*) > 1) x`,
    )
  ).rows[0].n;
  const posted = (await pool.query(`SELECT count(*)::int AS n FROM journal_transactions WHERE idempotency_key LIKE 'seamless:SIM:%'`)).rows[0].n;
  const rows = (await pool.query(`SELECT count(*)::int AS n, count(DISTINCT uuid)::int AS d FROM seamless_transactions WHERE platname = 'SIM'`)).rows[0];
  check('no transaction uuid posted twice', twice === 0 && rows.n === rows.d, `${posted} postings, ${rows.n} transactions, ${twice} keys posted twice`);
  const unbalanced = (
    await pool.query(`SELECT count(*)::int AS n FROM (SELECT transaction_id FROM journal_entries GROUP BY transaction_id HAVING sum(amount) <> 0) x`)
  ).rows[0].n;
  const drift = (
    await pool.query(
      `SELECT count(*)::int AS n FROM accounts a WHERE a.balance <> (SELECT COALESCE(sum(e.amount), 0) FROM journal_entries e WHERE e.account_id = a.id)`,
    )
  ).rows[0].n;
  const lc = await portal.post('/api/admin/ledger/check', { full: true }, { token: await portal.admin() });
  check(
    'the ledger is clean',
    lc.code === 200 && lc.data?.ok === true && unbalanced === 0 && drift === 0,
    `ledger check ${JSON.stringify(lc.data).slice(0, 160)}; unbalanced transactions ${unbalanced}; accounts ≠ their entries ${drift}`,
  );
  check('every reply was signed by the portal', provider.unverified.length === 0, String(provider.unverified.length));
} finally {
  await pool.end();
  await stop(b);
  await stop(a);
}
const failed = results.filter((ok) => !ok).length;
console.log(failed === 0 ? 'PASS' : 'FAIL');
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
