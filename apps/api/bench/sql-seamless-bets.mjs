// The seamless benchmark's baseline, a process of its own: the statements of a wallet API bet written
// directly in SQL (16 connections, prepared once per connection as the API's SQL layer does), without
// HTTP, signatures or the portal's code: the member's lock, the uuid look-up and claim, the round,
// the ledger posting (journal row, two guarded balance updates, two entries), the round's stake and
// the balance after.
// Argument: JSON { url, members: [{ userId, central, house }], total, pool }.
// Prints { seconds, cpuMs } (or { error }) as JSON on its last line.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const { url, members, total, pool: poolSize } = JSON.parse(process.argv[2]);
const pool = new pg.Pool({ connectionString: url, max: poolSize });

let statementNo = 0;
const statementNames = new Map();
function q(c, text, values = []) {
  if (!statementNames.has(text)) statementNames.set(text, `bench_${(statementNo += 1)}`);
  return c.query({ name: statementNames.get(text), text, values });
}

async function bet(m) {
  const uuid = randomUUID();
  const round = randomUUID();
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    await q(c, `SELECT username, frozen_at IS NOT NULL AS frozen FROM users WHERE id = $1 FOR UPDATE`, [m.userId]);
    await q(c, `SELECT id FROM seamless_transactions WHERE platname = 'SQLB' AND uuid = $1`, [uuid]);
    await q(
      c,
      `WITH o AS (INSERT INTO seamless_rounds (platname, round, user_id, game_code, xid) VALUES ('SQLB', $1, $2, 'slot1', pg_current_xact_id()::text::bigint)
                  ON CONFLICT (platname, round) DO NOTHING RETURNING user_id)
       SELECT user_id FROM o UNION ALL SELECT user_id FROM seamless_rounds WHERE platname = 'SQLB' AND round = $1 LIMIT 1`,
      [round, m.userId],
    );
    const claimed = await q(
      c,
      `INSERT INTO seamless_transactions (platname, uuid, kind, user_id, round, game_code, amount, reference, request_hash, balance_after)
       VALUES ('SQLB', $1, 'bet', $2, $3, 'slot1', 1000, '', 'h', 0) ON CONFLICT (platname, uuid) DO NOTHING RETURNING id`,
      [uuid, m.userId, round],
    );
    const tx = await q(c, `INSERT INTO journal_transactions (kind, idempotency_key) VALUES ('seamless.bet', $1) RETURNING id`, [`seamless:SQLB:${uuid}`]);
    let balance = null;
    for (const [id, amount] of [
      [m.central, -0.01],
      [m.house, 0.01],
    ].sort((a, b) => a[0] - b[0])) {
      const r = await q(c, `UPDATE accounts SET balance = balance + $2 WHERE id = $1 AND (kind = 'house' OR balance + $2 >= 0) RETURNING balance`, [
        id,
        amount,
      ]);
      if (r.rowCount === 0) throw new Error('insufficient');
      if (id === m.central) balance = r.rows[0].balance;
    }
    await q(c, `INSERT INTO journal_entries (transaction_id, account_id, amount) VALUES ($1, $2, -0.01), ($1, $3, 0.01)`, [tx.rows[0].id, m.central, m.house]);
    await q(c, `UPDATE seamless_rounds SET stake = stake + 0.01, xid = pg_current_xact_id()::text::bigint WHERE platname = 'SQLB' AND round = $1`, [round]);
    await q(c, `UPDATE seamless_transactions SET balance_after = $2 WHERE id = $1`, [claimed.rows[0].id, Math.round(Number(balance) * 100000)]);
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK');
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
