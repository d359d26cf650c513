import { Prisma } from './db/client.js';

export type Decimal = Prisma.Decimal;
export const Decimal = Prisma.Decimal;

/** Money on the wire: a string with 2 decimals, cut toward zero never rounded up. */
export function formatMoney(value: Prisma.Decimal | string | number): string {
  const d = value instanceof Prisma.Decimal ? value : new Prisma.Decimal(value);
  // A NUMERIC(18,2) amount has nothing to cut: no copy, no rounding (balances are read on every page).
  return (d.decimalPlaces() <= 2 ? d : d.toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN)).toFixed(2);
}
