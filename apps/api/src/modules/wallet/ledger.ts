import { ReplyCode } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import { isCheckViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { centralCode, platformCode, type PostingKind } from './chart.js';

/**
 * The double-entry ledger. Every movement of money is one journal transaction whose entries sum
 * to zero; each account caches its balance, changed in the same statement as the journal rows.
 * A member balance can never go below zero: the CHECK constraint on accounts refuses it, the
 * statement fails and the caller's transaction rolls back. Accounts are updated in id order.
 *
 * Private to modules/wallet: everything else moves money through the wallet commands (index.ts).
 */

type AccountKind = 'central' | 'platform' | 'house';

export interface AccountRef {
  code: string;
  kind: AccountKind;
  userId?: number;
  platform?: string;
}
export const centralAccount = (userId: number): AccountRef => ({ code: centralCode(userId), kind: 'central', userId });
export const platformAccount = (userId: number, platname: string): AccountRef => ({
  code: platformCode(userId, platname),
  kind: 'platform',
  userId,
  platform: platname,
});
export const houseAccount = (code: string): AccountRef => ({ code, kind: 'house' });

export interface Leg {
  account: AccountRef;
  amount: Prisma.Decimal;
}

export interface Posting {
  kind: PostingKind;
  /** Unique per movement: posting the same key again moves nothing (and with other legs, throws). */
  key: string;
  memo?: string;
  legs: Leg[];
  /** When it happened (the injected clock's now): the reports' Beijing day. The database's now() when absent. */
  at?: Date;
}

/**
 * `last`: the posting is the caller's transaction's last statement, and the transaction commits in
 * the same round trip (QueryOptions.thenCommit). A replayed key then rolls the transaction back with
 * a unique violation instead of moving nothing.
 */
export interface LastInTransaction {
  last?: boolean;
}

export type PostResult = { posted: true; balances: Map<string, Prisma.Decimal> } | { posted: false };

const insufficientFunds = () => new AppError(ReplyCode.overBalance, 'transfer.insufficient');

/**
 * Opens the accounts that do not exist yet; returns every account id by code. Ids never change
 * once an account is opened (accounts are never deleted), so the pool remembers them.
 */
async function accountIds(sql: Sql, refs: AccountRef[]): Promise<Map<string, number>> {
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

/**
 * A key names one movement: a replay must carry the entries of the first posting. Other entries
 * under a posted key (another amount, another account) are a caller's bug, never a silent no-op:
 * it throws, and the caller's transaction rolls back with everything it wrote.
 */
async function assertSameEntries(sql: Sql, key: string, entries: { id: number; amount: Prisma.Decimal }[]): Promise<void> {
  const stored = await sql.query<{ account_id: number; amount: string }>(
    `SELECT e.account_id, e.amount::text AS amount FROM journal_entries e JOIN journal_transactions j ON j.id = e.transaction_id WHERE j.idempotency_key = $1`,
    [key],
  );
  const spell = (list: { id: number; amount: string }[]) =>
    list
      .map((e) => `${e.id}:${e.amount}`)
      .sort()
      .join(',');
  const first = spell(stored.map((e) => ({ id: Number(e.account_id), amount: new Prisma.Decimal(e.amount).toFixed(2) })));
  const replay = spell(entries.map((e) => ({ id: e.id, amount: e.amount.toFixed(2) })));
  if (first !== replay) throw new Error(`posting key ${key} was posted before with other entries (${first}), refused: ${replay}`);
}

/**
 * Posts one journal transaction inside the caller's database transaction. A replayed key with the
 * same entries posts nothing and returns {posted: false}; with other entries it throws
 * (assertSameEntries); a member balance that would go below zero throws
 * insufficientFunds() and the caller's transaction rolls back. See LastInTransaction for `last`.
 */
export async function post(sql: Sql, posting: Posting, { last = false }: LastInTransaction = {}): Promise<PostResult> {
  const legs = posting.legs.filter((l) => !l.amount.isZero());
  const sum = legs.reduce((s, l) => s.plus(l.amount), new Prisma.Decimal(0));
  if (!sum.isZero()) throw new Error(`unbalanced posting ${posting.key}: sums to ${sum.toString()}`);
  if (legs.some((l) => l.amount.decimalPlaces() > 2)) throw new Error(`posting ${posting.key}: more than 2 decimals`);

  const ids = await accountIds(
    sql,
    legs.map((l) => l.account),
  );
  const net = new Map<number, Prisma.Decimal>();
  for (const l of legs) {
    const id = ids.get(l.account.code)!;
    net.set(id, (net.get(id) ?? new Prisma.Decimal(0)).plus(l.amount));
  }
  const ordered = [...net].sort((a, b) => a[0] - b[0]);
  let row: { id: string | null; balances: { id: number; balance: string }[] | null } | undefined;
  try {
    [row] = await sql.query(
      last ? POST_LAST_SQL : POST_SQL,
      [
        posting.kind,
        posting.key,
        posting.memo ?? '',
        ordered.map(([id]) => id),
        ordered.map(([, amount]) => amount.toFixed(2)),
        legs.map((l) => ids.get(l.account.code)!),
        legs.map((l) => l.amount.toFixed(2)),
        posting.at?.toISOString() ?? null,
      ],
      { thenCommit: last },
    );
  } catch (err) {
    if (isCheckViolation(err)) throw insufficientFunds();
    throw err;
  }
  if (!row?.id) {
    if (last) throw new Error(`posting ${posting.key}: no journal row from a last statement`);
    await assertSameEntries(
      sql,
      posting.key,
      legs.map((l) => ({ id: ids.get(l.account.code)!, amount: l.amount })),
    );
    return { posted: false };
  }
  const codeOf = new Map([...ids].map(([code, id]) => [id, code]));
  const balances = new Map((row.balances ?? []).map((b) => [codeOf.get(Number(b.id))!, new Prisma.Decimal(b.balance)]));
  return { posted: true, balances };
}

/** A two-legged movement: `amount` leaves `from` and arrives in `to`. */
export function move(from: AccountRef, to: AccountRef, amount: Prisma.Decimal): Leg[] {
  return [
    { account: from, amount: amount.negated() },
    { account: to, amount },
  ];
}

export async function balanceOf(sql: Sql, code: string): Promise<Prisma.Decimal> {
  const [row] = await sql.query<{ balance: string }>('SELECT balance::text FROM accounts WHERE code = $1', [code]);
  return new Prisma.Decimal(row?.balance ?? 0);
}
