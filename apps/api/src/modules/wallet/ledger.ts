import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { ReplyCode } from '@portal/contracts';

/**
 * The double-entry ledger. Every movement of money is one journal transaction whose entries sum
 * to zero; each account caches its balance, changed in the same database transaction by a guarded
 * UPDATE (member balances never below zero; the CHECK constraint on accounts backs this up).
 * Accounts are updated in id order so concurrent postings cannot deadlock.
 */

export type AccountKind = 'central' | 'platform' | 'house';

/** Where member money comes from and goes to outside the member wallets. */
export const HOUSE = {
  /** Game results: what members won (debit) or lost (credit) at the platforms. */
  gameResults: 'house:game-results',
  /** Back-office adjustments (credits and debits by an operator). */
  adjustments: 'house:adjustments',
} as const;

export const centralCode = (userId: number) => `member:${userId}:central`;
export const platformCode = (userId: number, platname: string) => `member:${userId}:platform:${platname}`;

export interface AccountRef {
  code: string;
  kind: AccountKind;
  userId?: number;
  platform?: string;
}
export const centralAccount = (userId: number): AccountRef => ({ code: centralCode(userId), kind: 'central', userId });
export const platformAccount = (userId: number, platname: string): AccountRef => ({ code: platformCode(userId, platname), kind: 'platform', userId, platform: platname });
export const houseAccount = (code: string): AccountRef => ({ code, kind: 'house' });

export interface Leg {
  account: AccountRef;
  amount: Prisma.Decimal;
}

export interface Posting {
  kind: string;
  /** Unique per movement: posting the same key again moves nothing. */
  key: string;
  memo?: string;
  legs: Leg[];
}

export type PostResult = { posted: true; transactionId: bigint; balances: Map<string, Prisma.Decimal> } | { posted: false };

export const insufficientFunds = () => new AppError(ReplyCode.overBalance, 'transfer.insufficient');

/** Opens the accounts if they do not exist yet; returns their ids by code. */
async function accountIds(tx: Tx, refs: AccountRef[]): Promise<Map<string, number>> {
  const codes = refs.map((r) => r.code);
  const found = await tx.$queryRaw<{ id: number; code: string }[]>`SELECT id, code FROM accounts WHERE code = ANY(${codes}::text[])`;
  const ids = new Map(found.map((a) => [a.code, a.id]));
  const missing = refs.filter((r) => !ids.has(r.code));
  for (const r of missing) {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO accounts (kind, user_id, platform, code) VALUES (${r.kind}, ${r.userId ?? null}, ${r.platform ?? ''}, ${r.code})
      ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`;
    ids.set(r.code, rows[0]!.id);
  }
  return ids;
}

/**
 * Posts one journal transaction inside the caller's database transaction. A replayed key posts
 * nothing and returns {posted: false}; a member balance that would go below zero throws
 * insufficientFunds() and the caller's transaction rolls back.
 */
export async function post(tx: Tx, posting: Posting): Promise<PostResult> {
  const legs = posting.legs.filter((l) => !l.amount.isZero());
  const sum = legs.reduce((s, l) => s.plus(l.amount), new Prisma.Decimal(0));
  if (!sum.isZero()) throw new Error(`unbalanced posting ${posting.key}: sums to ${sum.toString()}`);
  for (const l of legs) if (l.amount.decimalPlaces() > 2) throw new Error(`posting ${posting.key}: more than 2 decimals`);

  const inserted = await tx.$queryRaw<{ id: bigint }[]>`
    INSERT INTO journal_transactions (kind, idempotency_key, memo) VALUES (${posting.kind}, ${posting.key}, ${posting.memo ?? ''})
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`;
  if (inserted.length === 0) return { posted: false };
  const transactionId = inserted[0]!.id;
  if (legs.length === 0) return { posted: true, transactionId, balances: new Map() };

  const ids = await accountIds(tx, legs.map((l) => l.account));
  // One net amount per account, applied in id order (no deadlocks between concurrent postings).
  const net = new Map<number, Prisma.Decimal>();
  for (const l of legs) {
    const id = ids.get(l.account.code)!;
    net.set(id, (net.get(id) ?? new Prisma.Decimal(0)).plus(l.amount));
  }
  const balances = new Map<string, Prisma.Decimal>();
  const codeOf = new Map([...ids].map(([code, id]) => [id, code]));
  for (const [id, amount] of [...net].sort((a, b) => a[0] - b[0])) {
    const rows = await tx.$queryRaw<{ balance: Prisma.Decimal }[]>`
      UPDATE accounts SET balance = balance + ${amount}::numeric
      WHERE id = ${id} AND (kind = 'house' OR balance + ${amount}::numeric >= 0)
      RETURNING balance`;
    if (rows.length === 0) throw insufficientFunds();
    balances.set(codeOf.get(id)!, new Prisma.Decimal(rows[0]!.balance));
  }
  const accountCol = legs.map((l) => ids.get(l.account.code)!);
  const amountCol = legs.map((l) => l.amount.toFixed(2));
  await tx.$executeRaw`
    INSERT INTO journal_entries (transaction_id, account_id, amount)
    SELECT ${transactionId}, a, m::numeric FROM unnest(${accountCol}::int[], ${amountCol}::text[]) AS t(a, m)`;
  return { posted: true, transactionId, balances };
}

/** A two-legged movement: `amount` leaves `from` and arrives in `to`. */
export function move(from: AccountRef, to: AccountRef, amount: Prisma.Decimal): Leg[] {
  return [
    { account: from, amount: amount.negated() },
    { account: to, amount },
  ];
}

export async function balanceOf(db: PrismaClient | Tx, code: string): Promise<Prisma.Decimal> {
  const account = await db.account.findUnique({ where: { code }, select: { balance: true } });
  return account?.balance ?? new Prisma.Decimal(0);
}
