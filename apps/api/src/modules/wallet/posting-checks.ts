import { Prisma } from '../../db/client.js';

// The checks the ledger (ledger.ts) makes on a posting before it writes, as pure functions.

/**
 * The legs a posting writes: those of a non-zero amount. Throws (a caller's bug, nothing is
 * written) when they do not sum to zero or an amount has more than 2 decimals.
 */
export function postedLegs<L extends { amount: Prisma.Decimal }>(posting: { key: string; legs: L[] }): L[] {
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
