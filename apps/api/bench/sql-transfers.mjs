// The transfer benchmark's baseline, a process of its own: the same transfers written directly in
// SQL (16 concurrent connections, statements prepared once per connection as the API's SQL layer
// does), without HTTP, auth or the portal's code. Each transfer does the database work the API's
// transfer does: the pending transfer row, the ledger posting (journal row, two guarded balance
// updates, two entries), the platform's wallet op, and the settlement.
// Argument: JSON { url, members: [{ userId, central, mirror, wallet }], total, pool }.
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

/** One unit from `from` to `to` in the ledger: the journal row, guarded updates in id order, two entries. */
async function posting(c, key, kind, from, to) {
  const tx = await q(c, `INSERT INTO journal_transactions (kind, idempotency_key) VALUES ($1, $2) RETURNING id`, [kind, key]);
  for (const [id, amount] of [
    [from, -1],
    [to, 1],
  ].sort((a, b) => a[0] - b[0])) {
    const r = await q(c, `UPDATE accounts SET balance = balance + $2 WHERE id = $1 AND (kind = 'house' OR balance + $2 >= 0) RETURNING balance`, [id, amount]);
    if (r.rowCount === 0) throw new Error('insufficient');
  }
  await q(c, `INSERT INTO journal_entries (transaction_id, account_id, amount) VALUES ($1, $2, -1), ($1, $3, 1)`, [tx.rows[0].id, from, to]);
}

async function transfer(m, direction, seq) {
  const order = `SQL${m.userId}x${seq}x${randomUUID().slice(0, 8)}`;
  const c = await pool.connect();
  try {
    const [from, to] = direction === 'in' ? [m.central, m.mirror] : [m.mirror, m.central];
    await c.query('BEGIN');
    await q(c, `INSERT INTO transfers (order_no, user_id, platname, direction, amount, state) VALUES ($1, $2, 'PCGAME', $3, 1, 2)`, [
      order,
      m.userId,
      direction,
    ]);
    if (direction === 'in') await posting(c, `transfer:${order}`, 'transfer.in', from, to);
    await c.query('COMMIT');
    // The platform's side: its wallet op and balance.
    await c.query('BEGIN');
    const op = await q(
      c,
      `INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after) VALUES ($1, 'pcgame', $2, $3, $4, 0) RETURNING id`,
      [m.wallet, order, direction, direction === 'in' ? 1 : -1],
    );
    const w = await q(c, `UPDATE builtin_wallets SET balance = balance + $2 WHERE id = $1 AND balance + $2 >= 0 RETURNING balance`, [
      m.wallet,
      direction === 'in' ? 1 : -1,
    ]);
    await q(c, `UPDATE builtin_wallet_ops SET balance_after = $2 WHERE id = $1`, [op.rows[0].id, w.rows[0].balance]);
    await c.query('COMMIT');
    // Settlement.
    await c.query('BEGIN');
    await q(c, `UPDATE transfers SET state = 1, settled_at = now() WHERE order_no = $1 AND state = 2`, [order]);
    await q(c, `SELECT balance FROM accounts WHERE id = $1 FOR UPDATE`, [m.mirror]);
    if (direction === 'out') await posting(c, `transfer:${order}`, 'transfer.out', from, to);
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
    members.map(async (m) => {
      for (let i = 0; next < total; i++) {
        next += 1;
        await transfer(m, i % 2 === 0 ? 'in' : 'out', next);
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
