import { Prisma } from '../../db/client.js';
import { rebateMoney } from './rates.js';

// What a bet's rebate comes to and what one collection takes, as pure functions (service.ts reads
// and writes the rows; rates.ts has the rate of a category and the rounding).

/**
 * The rebate of a settled bet: valid stake x rate / 100 rounded down to cents, cut to `collectMax`
 * (REBATE_COLLECT_MAX, the most one collection pays, null: no cap); null when it comes to nothing
 * (no row is stored).
 */
export function accruedRebate(validAmount: Prisma.Decimal | string, rate: Prisma.Decimal | string, collectMax: Prisma.Decimal | null): Prisma.Decimal | null {
  const earned = rebateMoney(validAmount, rate);
  const money = collectMax && earned.greaterThan(collectMax) ? collectMax : earned;
  return money.lte(0) ? null : money;
}

/**
 * What one collection takes of the pending rebates (oldest first): every one until the next would
 * take the sum past `collectMax` (the rest stays for the next collection), and their sum.
 */
export function rebatesToCollect<R extends { id: string; money: string }>(
  pending: R[],
  collectMax: Prisma.Decimal | null,
): { ids: string[]; sum: Prisma.Decimal } {
  const ids: string[] = [];
  let sum = new Prisma.Decimal(0);
  for (const row of pending) {
    if (collectMax && sum.plus(row.money).greaterThan(collectMax)) break;
    ids.push(row.id);
    sum = sum.plus(row.money);
  }
  return { ids, sum };
}
