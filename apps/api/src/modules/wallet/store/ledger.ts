import type { Sql } from '../../../db/sql.js';

// The ledger's tables: accounts (one row per account, its cached balance), journal_transactions
// (one per movement, unique by its idempotency key) and journal_entries (the movement's legs).

/** An account to open when it does not exist yet. */
export interface AccountToOpen {
  code: string;
  kind: 'central' | 'platform' | 'house';
  userId?: number;
  platform?: string;
}

/**
 * Every account id by code, opening the accounts that do not exist yet. Ids never change once an
 * account is opened (accounts are never deleted), so the pool remembers them.
 */
export async function accountIds(sql: Sql, refs: AccountToOpen[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const r of refs) {
    const known = sql.memo?.get(`account:${r.code}`);
    if (known !== undefined) ids.set(r.code, known);
  }
  const unknown = refs.filter((r) => !ids.has(r.code)).map((r) => r.code);
  if (unknown.length > 0) {
    const found = await sql.query<{ id: number; code: string }>('SELECT id, code FROM accounts WHERE code = ANY($1::text[])', [unknown]);
    for (const a of found) ids.set(a.code, Number(a.id));
  }
  for (const r of refs.filter((ref) => !ids.has(ref.code))) {
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO accounts (kind, user_id, platform, code) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`,
      [r.kind, r.userId ?? null, r.platform ?? '', r.code],
    );
    ids.set(r.code, Number(row!.id));
  }
  for (const [code, id] of ids) sql.memo?.set(`account:${code}`, id);
  return ids;
}

// One statement: the journal row (skipped, and with it everything else, when the key was posted
// before), the balances (one net amount per account, in id order) and the entries.
const postSql = (onReplay: 'skip' | 'fail') => `
  WITH j AS (
    INSERT INTO journal_transactions (kind, idempotency_key, memo, created_at)
    VALUES ($1, $2, $3, COALESCE($8::timestamptz, now()) AT TIME ZONE 'UTC')
    ${onReplay === 'skip' ? 'ON CONFLICT (idempotency_key) DO NOTHING ' : ''}RETURNING id, created_at),
  u AS (
    UPDATE accounts a SET balance = a.balance + v.amount
    FROM unnest($4::int[], $5::numeric[]) WITH ORDINALITY AS v(id, amount, n)
    WHERE a.id = v.id AND EXISTS (SELECT 1 FROM j)
    RETURNING a.id, a.balance::text AS balance),
  e AS (
    INSERT INTO journal_entries (transaction_id, account_id, amount, created_at)
    SELECT j.id, x.id, x.amount, j.created_at FROM j, unnest($6::int[], $7::numeric[]) AS x(id, amount) RETURNING 1)
  SELECT (SELECT id::text FROM j) AS id, (SELECT json_agg(json_build_object('id', id, 'balance', balance)) FROM u) AS balances, (SELECT count(*) FROM e) AS entries`;
const POST_SQL = postSql('skip');
// A transaction's last statement (COMMIT goes out behind it): a replayed key cannot be checked after
// it, so it fails (unique violation) and the transaction rolls back instead.
const POST_LAST_SQL = postSql('fail');

/** A journal transaction as written: its legs by account id, and the net change of each account (in id order). */
export interface JournalWrite {
  kind: string;
  key: string;
  memo: string;
  /** One net amount per account, ordered by account id (the order the balances are updated in). */
  net: { id: number; amount: string }[];
  entries: { id: number; amount: string }[];
  /** When it happened; the database's now() when null. */
  at: Date | null;
}

/**
 * Writes the journal transaction, its entries and the balances in one statement. Returns the new
 * journal id and the balances after it, or a null id when the key was posted before (then nothing
 * was written). `last`: the transaction's last posting (see LastInTransaction in ledger.ts);
 * `commit`: COMMIT is sent right behind it (unless the caller closes the transaction itself).
 */
export async function writeJournal(sql: Sql, j: JournalWrite, { last, commit = last }: { last: boolean; commit?: boolean }) {
  const [row] = await sql.query<{ id: string | null; balances: { id: number; balance: string }[] | null }>(
    last ? POST_LAST_SQL : POST_SQL,
    [
      j.kind,
      j.key,
      j.memo,
      j.net.map((n) => n.id),
      j.net.map((n) => n.amount),
      j.entries.map((e) => e.id),
      j.entries.map((e) => e.amount),
      j.at?.toISOString() ?? null,
    ],
    { thenCommit: commit },
  );
  return row;
}

/** The entries posted under a key (a replay compares them with its own). */
export function entriesOfKey(sql: Sql, key: string): Promise<{ account_id: number; amount: string }[]> {
  return sql.query<{ account_id: number; amount: string }>(
    `SELECT e.account_id, e.amount::text AS amount FROM journal_entries e JOIN journal_transactions j ON j.id = e.transaction_id WHERE j.idempotency_key = $1`,
    [key],
  );
}

/** An account's cached balance (null before it exists). */
export async function balanceByCode(sql: Sql, code: string): Promise<string | null> {
  const [row] = await sql.query<{ balance: string }>('SELECT balance::text FROM accounts WHERE code = $1', [code], { plainRead: true });
  return row?.balance ?? null;
}

/** Opens a member's central account (registration). */
export async function openCentralAccount(tx: Sql, { userId, code }: { userId: number; code: string }): Promise<void> {
  await tx.query(`INSERT INTO accounts (kind, user_id, code) VALUES ('central', $1, $2)`, [userId, code]);
}
