import { ReplyCode } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import { isCheckViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { centralCode, platformCode, type PostingKind } from './chart.js';
import { assertSameEntries, netByAccount, postedLegs } from './posting-checks.js';
import { accountIds, balanceByCode, entriesOfKey, writeJournal } from './store/ledger.js';

/**
 * The double-entry ledger. Every movement of money is one journal transaction whose entries sum
 * to zero; each account caches its balance, changed in the same statement as the journal rows.
 * A member balance can never go below zero: the CHECK constraint on accounts refuses it, the
 * statement fails and the caller's transaction rolls back. Accounts are updated in id order.
 *
 * Private to modules/wallet: everything else moves money through the wallet commands (index.ts).
 * Its SQL is in store/ledger.ts; the checks of a posting are pure functions (posting-checks.ts).
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
  /**
   * With `last`: the caller's own closing statement, sent right behind the posting in the same
   * round trip and with COMMIT behind it (it calls `sql.query(..., { thenCommit: true })`). It must
   * not need the posting's answer (it reads what the posting wrote in SQL). The posting's locks (a
   * busy house account's row among them) are then held for the server's work only, not for a round
   * trip to the portal and back.
   */
  closing?: (sql: Sql) => Promise<unknown>;
}

export type PostResult = { posted: true; balances: Map<string, Prisma.Decimal> } | { posted: false };

const insufficientFunds = () => new AppError(ReplyCode.overBalance, 'transfer.insufficient');

/**
 * Posts one journal transaction inside the caller's database transaction. A replayed key with the
 * same entries posts nothing and returns {posted: false}; with other entries it throws
 * (assertSameEntries); a member balance that would go below zero throws
 * insufficientFunds() and the caller's transaction rolls back. See LastInTransaction for `last`.
 */
export async function post(sql: Sql, posting: Posting, { last = false, closing }: LastInTransaction = {}): Promise<PostResult> {
  const legs = postedLegs(posting);
  const ids = await accountIds(
    sql,
    legs.map((l) => l.account),
  );
  const entries = legs.map((l) => ({ id: ids.get(l.account.code)!, amount: l.amount }));
  let row: Awaited<ReturnType<typeof writeJournal>>;
  const writing = writeJournal(
    sql,
    {
      kind: posting.kind,
      key: posting.key,
      memo: posting.memo ?? '',
      net: netByAccount(entries).map((n) => ({ id: n.id, amount: n.amount.toFixed(2) })),
      entries: entries.map((e) => ({ id: e.id, amount: e.amount.toFixed(2) })),
      at: posting.at ?? null,
    },
    { last, commit: last && !closing },
  );
  // Sent behind the posting before either answers; when the posting fails, so does it (the transaction is aborted).
  const closed = last && closing ? closing(sql) : undefined;
  closed?.catch(() => {});
  try {
    row = await writing;
  } catch (err) {
    if (isCheckViolation(err)) throw insufficientFunds();
    throw err;
  }
  await closed;
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
