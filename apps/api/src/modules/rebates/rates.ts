import { Prisma } from '../../db/client.js';

/** The rebate-rate columns of a VIP level (vip_levels, percentages). */
export interface VipRates {
  realperson: Prisma.Decimal;
  electron: Prisma.Decimal;
  joker: Prisma.Decimal;
  sport: Prisma.Decimal;
  lottery: Prisma.Decimal;
  eSport: Prisma.Decimal;
}

/**
 * Which rate a bet's category earns. The categories are the game categories of spec §3 as the
 * platforms report them (plus the names outside providers commonly use). The PC and mobile game
 * halls and fishing games are electronic games. A category not listed earns no rebate.
 */
const RATE_OF_CATEGORY: Record<string, keyof VipRates> = {
  realbet: 'realperson',
  live: 'realperson',
  realperson: 'realperson',
  concise: 'electron',
  electron: 'electron',
  slots: 'electron',
  fishing: 'electron',
  pcgame: 'electron',
  mobilegame: 'electron',
  joker: 'joker',
  cards: 'joker',
  chess: 'joker',
  sport: 'sport',
  lottery: 'lottery',
  gaming: 'eSport',
  esport: 'eSport',
  e_sport: 'eSport',
};

export function rateFor(rates: VipRates, category: string): Prisma.Decimal {
  const key = category.toLowerCase();
  // Own keys only: a category spelled like an Object member ('constructor', '__proto__') earns nothing.
  const column = Object.hasOwn(RATE_OF_CATEGORY, key) ? RATE_OF_CATEGORY[key] : undefined;
  return column ? rates[column] : new Prisma.Decimal(0);
}

/** valid stake x rate / 100, rounded down to cents (exact decimal arithmetic). */
export function rebateMoney(validStake: Prisma.Decimal | string, ratePercent: Prisma.Decimal | string): Prisma.Decimal {
  return new Prisma.Decimal(validStake).times(ratePercent).div(100).toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN);
}
