import { ReplyCode } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import { isCheckViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { centralCode, platformCode, type PostingKind } from './chart.js';
import { accountIds, balanceByCode, entriesOfKey, writeJournal } from './store/ledger.js';

/**
 * The double-entry ledger. Every movement of money is one journal transaction whose entries sum
 * to zero; each account caches its balance, changed in the same statement as the journal rows.
 * A member balance can never go below zero: the CHECK constraint on accounts refuses it, the
 * statement fails and the caller's transaction rolls back. Accounts are updated in id order.
 *
 * Private to modules/wallet: everything else moves money through the wallet commands (index.ts).
 * Its SQL is in store/ledger.ts; the checks of a posting (postedLegs, assertSameEntries) are pure.
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
 * The legs a posting writes: those of a non-zero amount. Throws (a caller's bug, nothing is
 * written) when they do not sum to zero or an amount has more than 2 decimals.
 */
export function postedLegs(posting: Pick<Posting, 'key' | 'legs'>): Leg[] {
  const legs = posting.legs.filter((l) => !l.amount.isZero());
  const sum = legs.reduce((s, l) => s.plus(l.amount), new Prisma.Decimal(0));
  if (!sum.isZero()) throw new Error(`unbalanced posting ${posting.key}: sums to ${sum.toString()}`);
  if (legs.some((l) => l.amount.decimalPlaces() > 2)) throw new Error(`posting ${posting.key}: more than 2 decimals`);
  return legs;
}

/** One net amount per account id, in id order (the order the balances are locked and updated in). */
export function netByAccount(entries: { id: number; amount: Prisma.Decimal }[]): { id: number; amount: Prisma.Decimal }[] {
  const net = new Map<number, Prisma.Decimal>();
  for (const e of entries) net.set(e.id, (net.get(e.id) ?? new Prisma.Decimal(0)).plus(e.amount));
  return [...net].sort((a, b) => a[0] - b[0]).map(([id, amount]) => ({ id, amount }));
}

/**
 * A key names one movement: a replay must carry the entries of the first posting (the same
 * accounts and amounts, in any order). Other entries under a posted key (another amount, another
 * account) are a caller's bug, never a silent no-op: it throws, and the caller's transaction rolls
 * back with everything it wrote.
 */
export function assertSameEntries(
  key: string,
  stored: { id: number; amount: Prisma.Decimal | string }[],
  replay: { id: number; amount: Prisma.Decimal }[],
): void {
  const spell = (list: { id: number; amount: Prisma.Decimal | string }[]) =>
    list
      .map((e) => `${e.id}:${new Prisma.Decimal(e.amount).toFixed(2)}`)
      .sort()
      .join(',');
  const first = spell(stored);
  const again = spell(replay);
  if (first !== again) throw new Error(`posting key ${key} was posted before with other entries (${first}), refused: ${again}`);
}

/**
 * Posts one journal transaction inside the caller's database transaction. A replayed key with the
 * same entries posts nothing and returns {posted: false}; with other entries it throws
 * (assertSameEntries); a member balance that would go below zero throws
 * insufficientFunds() and the caller's transaction rolls back. See LastInTransaction for `last`.
 */
export async function post(sql: Sql, posting: Posting, { last = false }: LastInTransaction = {}): Promise<PostResult> {
  const legs = postedLegs(posting);
  const ids = await accountIds(
    sql,
    legs.map((l) => l.account),
  );
  const entries = legs.map((l) => ({ id: ids.get(l.account.code)!, amount: l.amount }));
  let row: Awaited<ReturnType<typeof writeJournal>>;
  try {
    row = await writeJournal(
      sql,
      {
        kind: posting.kind,
        key: posting.key,
        memo: posting.memo ?? '',
        net: netByAccount(entries).map((n) => ({ id: n.id, amount: n.amount.toFixed(2) })),
        entries: entries.map((e) => ({ id: e.id, amount: e.amount.toFixed(2) })),
        at: posting.at ?? null,
      },
      { last },
    );
  } catch (err) {
    if (isCheckViolation(err)) throw insufficientFunds();
    throw err;
  }
  if (!row?.id) {
    if (last) throw new Error(`posting ${posting.key}: no journal row from a last statement`);
    const stored = await entriesOfKey(sql, posting.key);
    assertSameEntries(
      posting.key,
      stored.map((e) => ({ id: Number(e.account_id), amount: e.amount })),
      entries,
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
  return new Prisma.Decimal((await balanceByCode(sql, code)) ?? 0);
}
