import type { Sql } from '../../../db/sql.js';

// The ledger check's reads of the ledger (accounts, journal_entries) and its own tables:
// ledger_checked_sums (each account's sum of entries up to the checkpoint) and its row of
// verify_checkpoints (name 'ledger'; the audit log's verification keeps a row of its own there).

/** Every invariant over every row (no lock): unbalanced transactions, cached balances off their entries, member balances below zero. */
export function fullCheck(db: Sql) {
  return Promise.all([
    db.query<{ id: string; total: string }>(
      `SELECT transaction_id AS id, SUM(amount)::text AS total FROM journal_entries GROUP BY transaction_id HAVING SUM(amount) <> 0 LIMIT 100`,
    ),
    db.query<{ code: string; cached: string; entries: string }>(
      `SELECT a.code, a.balance::text AS cached, COALESCE(e.total, 0)::text AS entries
      FROM accounts a LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM journal_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance <> COALESCE(e.total, 0) LIMIT 100`,
    ),
    db.query<{ code: string; balance: string }>(`SELECT code, balance::text AS balance FROM accounts WHERE kind <> 'house' AND balance < 0 LIMIT 100`),
  ]);
}

/**
 * SHARE ROW EXCLUSIVE: waits for the money transactions in flight, keeps new ones (and any other
 * check) out until this transaction ends; readers go on.
 */
export async function lockJournal(tx: Sql): Promise<void> {
  await tx.query(`SET LOCAL lock_timeout = '10s'`);
  await tx.query('LOCK TABLE journal_entries IN SHARE ROW EXCLUSIVE MODE');
}

/** The last entry id of the last clean check (null: none yet). */
export async function checkpoint(tx: Sql): Promise<string | null> {
  const [mark] = await tx.query<{ last_id: string }>(`SELECT last_id::text FROM verify_checkpoints WHERE name = 'ledger'`);
  return mark?.last_id ?? null;
}

/** The transactions with an entry after `since` that do not sum to zero. */
export function unbalancedSince(tx: Sql, since: string) {
  return tx.query<{ id: string; total: string }>(
    `SELECT transaction_id::text AS id, SUM(amount)::text AS total FROM journal_entries
     WHERE transaction_id IN (SELECT DISTINCT transaction_id FROM journal_entries WHERE id > $1)
     GROUP BY transaction_id HAVING SUM(amount) <> 0 LIMIT 100`,
    [since],
  );
}

/** Each account an entry after `since` touched: its cached balance against its checked sum plus those entries. */
export function touchedSince(tx: Sql, since: string) {
  return tx.query<{ code: string; cached: string; entries: string; mismatch: boolean; negative: boolean }>(
    `SELECT a.code, a.balance::text AS cached, (COALESCE(s.total, 0) + n.added)::text AS entries,
            a.balance <> COALESCE(s.total, 0) + n.added AS mismatch, a.kind <> 'house' AND a.balance < 0 AS negative
     FROM (SELECT account_id, SUM(amount) AS added FROM journal_entries WHERE id > $1 GROUP BY account_id) n
     JOIN accounts a ON a.id = n.account_id LEFT JOIN ledger_checked_sums s ON s.account_id = n.account_id`,
    [since],
  );
}

/** The checked sums moved forward by the entries after `since`, and the checkpoint to the last of them. */
export async function advanceSince(tx: Sql, since: string): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_checked_sums (account_id, total) SELECT account_id, SUM(amount) FROM journal_entries WHERE id > $1 GROUP BY account_id
     ON CONFLICT (account_id) DO UPDATE SET total = ledger_checked_sums.total + EXCLUDED.total`,
    [since],
  );
  const [top] = await tx.query<{ id: string }>('SELECT MAX(id)::text AS id FROM journal_entries WHERE id > $1', [since]);
  await saveMark(tx, top!.id);
}

/** The checked sums rebuilt from every entry up to the largest id committed now, and the checkpoint there (under lockJournal). */
export async function rebuildSums(tx: Sql): Promise<void> {
  const [top] = await tx.query<{ id: string }>('SELECT COALESCE(MAX(id), 0)::text AS id FROM journal_entries');
  await tx.query('DELETE FROM ledger_checked_sums');
  await tx.query(`INSERT INTO ledger_checked_sums (account_id, total) SELECT account_id, SUM(amount) FROM journal_entries WHERE id <= $1 GROUP BY account_id`, [
    top!.id,
  ]);
  await saveMark(tx, top!.id);
}

async function saveMark(tx: Sql, lastId: string): Promise<void> {
  await tx.query(
    `INSERT INTO verify_checkpoints (name, last_id, hash, verified_at) VALUES ('ledger', $1, '', now())
     ON CONFLICT (name) DO UPDATE SET last_id = EXCLUDED.last_id, verified_at = EXCLUDED.verified_at`,
    [lastId],
  );
}
