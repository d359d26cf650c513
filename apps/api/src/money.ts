import { Prisma } from './db/client.js';

export type Decimal = Prisma.Decimal;
export const Decimal = Prisma.Decimal;

/** Money on the wire: a string with 2 decimals, cut toward zero never rounded up. */
export function formatMoney(value: Prisma.Decimal | string | number): string {
  return new Prisma.Decimal(value).toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN).toFixed(2);
}
