import { randomInt } from 'node:crypto';
import { Prisma } from '../../db/client.js';

const ONE_YUAN_CENTS = 100;

/** The most a draw may pay: D x percentage / 100, cut to cents. */
export function drawCeiling(deposits: Prisma.Decimal, percent: Prisma.Decimal): Prisma.Decimal {
  return deposits.times(percent).div(100).toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN);
}

/**
 * A cryptographically random amount in whole cents, uniform between 1.00 and `ceiling`
 * (inclusive); null when the ceiling is below 1.00, which no draw may pay.
 */
export function randomDrawAmount(ceiling: Prisma.Decimal): Prisma.Decimal | null {
  const maxCents = ceiling.times(100).toDecimalPlaces(0, Prisma.Decimal.ROUND_DOWN);
  if (maxCents.lt(ONE_YUAN_CENTS)) return null;
  // randomInt's range must stay below 2^48; no deposit range comes near 2^47 cents (1.4 trillion yuan).
  const cents = randomInt(ONE_YUAN_CENTS, Prisma.Decimal.min(maxCents, 2 ** 47).toNumber() + 1);
  return new Prisma.Decimal(cents).div(100);
}
