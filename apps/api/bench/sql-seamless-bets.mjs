// The seamless benchmark's baseline, a process of its own: the statements of a wallet API bet
// (modules/seamless/wallet-api.ts bet, as statement-count.test.ts pins them) written directly in SQL,
// in the same three round trips (pg's pipeline mode, as the API's money pool), without HTTP,
// signatures, JSON or the portal's code: BEGIN with the provider session and the member's lock; the
// uuid claimed with the play minute marked (and whether player protection may apply); the round
// opened or added to (failing when another member's), the ledger posting (journal row, balances,
// entries: one statement) and the balance after (read in SQL) with COMMIT. 16 connections, each
// statement prepared once per connection.
// Argument: JSON { url, members: [{ userId, central, house, token }], sessionPlatname, total, pool }.
// Prints { seconds, cpuMs } (or { error }) as JSON on its last line.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const { url, members, sessionPlatname, total, pool: poolSize } = JSON.parse(process.argv[2]);
const pool = new pg.Pool({ connectionString: url, max: poolSize, pipeline: true });

let statementNo = 0;
const statementNames = new Map();
function q(c, text, values = []) {
  if (!statementNames.has(text)) statementNames.set(text, `bench_${(statementNo += 1)}`);
  return c.query({ name: statementNames.get(text), text, values });
}

const LOCK = `SELECT s.user_id, u.username, (s.expires_at > now() AND p.revoked_at IS NULL AND p.expires_at > now()) AS live, u.frozen_at IS NOT NULL AS frozen
  FROM seamless_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN sessions p ON p.id = s.session_id
  WHERE s.token = $1 AND s.platname = $2 FOR UPDATE OF u`;
const CLAIM = `INSERT INTO seamless_transactions (platname, uuid, kind, user_id, round, game_code, amount, reference, request_hash, balance_after)
  VALUES ('SQLB', $1, 'bet', $2, $3, 'slot1', 1000, '', 'h', 0) ON CONFLICT (platname, uuid) DO NOTHING RETURNING id::text`;
const MARK = `WITH mark AS (INSERT INTO responsible_play_marks (user_id, "minute") VALUES ($1, $2::timestamp) ON CONFLICT DO NOTHING)
  SELECT EXISTS (SELECT 1 FROM responsible_limits WHERE user_id = $1 AND kind <> 'deposit' AND cancelled_at IS NULL)
      OR EXISTS (SELECT 1 FROM responsible_blocks WHERE user_id = $1) AS may_apply`;
const ROUND = `WITH up AS (
    INSERT INTO seamless_rounds (platname, round, user_id, game_code, stake, xid) VALUES ('SQLB', $1, $2, 'slot1', 0.01, pg_current_xact_id()::text::bigint)
    ON CONFLICT (platname, round) DO UPDATE SET stake = seamless_rounds.stake + EXCLUDED.stake, xid = EXCLUDED.xid
    WHERE seamless_rounds.user_id = EXCLUDED.user_id RETURNING 1)
  SELECT CASE WHEN EXISTS (SELECT 1 FROM up) THEN true ELSE ('seamless round of another member: ' || (SELECT count(*) FROM up))::boolean END AS ok`;
const POST = `
  WITH j AS (
    INSERT INTO journal_transactions (kind, idempotency_key, memo, created_at)
    VALUES ('seamless.bet', $1, '', now() AT TIME ZONE 'UTC') ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, created_at),
  u AS (
    UPDATE accounts a SET balance = a.balance + v.amount
    FROM unnest($2::int[], $3::numeric[]) WITH ORDINALITY AS v(id, amount, n)
    WHERE a.id = v.id AND EXISTS (SELECT 1 FROM j)
    RETURNING a.id, a.balance::text AS balance),
  e AS (
    INSERT INTO journal_entries (transaction_id, account_id, amount, created_at)
    SELECT j.id, x.id, x.amount, j.created_at FROM j, unnest($2::int[], $3::numeric[]) AS x(id, amount) RETURNING 1)
  SELECT (SELECT id::text FROM j) AS id, (SELECT json_agg(json_build_object('id', id, 'balance', balance)) FROM u) AS balances, (SELECT count(*) FROM e) AS entries`;
const AFTER = `UPDATE seamless_transactions SET balance_after = round((SELECT balance FROM accounts WHERE code = 'member:' || $2::int || ':central') * 100000)::bigint WHERE id = $1::bigint`;

async function bet(m) {
  const uuid = randomUUID();
  const round = randomUUID();
  const c = await pool.connect();
  try {
    const begun = c.query('BEGIN');
    const [, locked] = await Promise.all([begun, q(c, LOCK, [m.token, sessionPlatname])]);
    if (!locked.rows[0]?.live) throw new Error('no live session');
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const [claimed, marked] = await Promise.all([q(c, CLAIM, [uuid, m.userId, round]), q(c, MARK, [m.userId, minute])]);
    if (!claimed.rows[0] || marked.rows[0].may_apply) throw new Error('claim or protection');
    const legs = [
      [m.central, '-0.01'],
      [m.house, '0.01'],
    ].sort((a, b) => a[0] - b[0]);
    const [, posted] = await Promise.all([
      q(c, ROUND, [round, m.userId]),
      q(c, POST, [`seamless:SQLB:${uuid}`, legs.map((l) => l[0]), legs.map((l) => l[1])]),
      q(c, AFTER, [claimed.rows[0].id, m.userId]),
      c.query('COMMIT'),
    ]);
    if (!posted.rows[0].balances.find((b) => Number(b.id) === m.central)) throw new Error('posting');
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    c.release();
  }
}

let next = 0;
const started = performance.now();
try {
  await Promise.all(
    Array.from({ length: poolSize }, async (_, i) => {
      while (next < total) {
        next += 1;
        await bet(members[(next + i) % members.length]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage();
  console.log(JSON.stringify({ seconds, cpuMs: (cpu.user + cpu.system) / 1000 }));
} catch (err) {
  console.log(JSON.stringify({ error: String(err) }));
} finally {
  await pool.end();
}
