/**
 * 龍虎 (Dragon Tiger), dealt from a fresh 8-deck shoe (416 cards) every hand: one card to the
 * dragon, one to the tiger; the higher rank wins (K high, A low; suits do not count).
 *
 * Payouts: dragon 1:1, tiger 1:1, tie 8:1. On a tie, a dragon or tiger bet loses half its stake
 * (the other half comes back), as on every Chinese table.
 * Valid turnover: the stake; half the stake for a dragon or tiger bet on a tie (the half that
 * was lost), as Chinese sites count a half loss.
 *
 * Return to player, exactly: a tie has probability 13 × 32 × 31 / (416 × 415) = 403/5395
 * ≈ 7.470 %; dragon (or tiger) returns (1 − t) / 2 × 2 + t / 2 = 1 − t / 2 ≈ 96.27 %; tie 9 t
 * ≈ 67.23 %.
 */
import { dealer, newShoe, rankIndex, type Card } from './cards.js';
import type { Rng } from './common.js';

export const DRAGON_TIGER_SIDES = ['dragon', 'tie', 'tiger'] as const;
export type DragonTigerSide = (typeof DRAGON_TIGER_SIDES)[number];
export const DRAGON_TIGER_DECKS = 8;
/** Winnings per unit staked on a side that wins. */
export const DRAGON_TIGER_ODDS: Readonly<Record<DragonTigerSide, number>> = { dragon: 1, tiger: 1, tie: 8 };

export interface DragonTigerDetail {
  dragon: Card;
  tiger: Card;
  result: DragonTigerSide;
  side: DragonTigerSide;
}

export function dragonTigerResult(dragon: Card, tiger: Card): DragonTigerSide {
  const d = rankIndex(dragon);
  const t = rankIndex(tiger);
  return d > t ? 'dragon' : t > d ? 'tiger' : 'tie';
}

/** Everything returned for `side` on a hand won by `result`, stake included (stakes are whole units, so halves are whole cents). */
export function dragonTigerPayout(side: DragonTigerSide, result: DragonTigerSide, stakeCents: number): number {
  if (side === result) return stakeCents * (1 + DRAGON_TIGER_ODDS[side]);
  if (result === 'tie') return Math.floor(stakeCents / 2);
  return 0;
}

/** The turnover a bet counts for: half the stake when a tie took half of a dragon or tiger bet. */
export function dragonTigerValidStakeCents(side: DragonTigerSide, result: DragonTigerSide, stakeCents: number): number {
  return result === 'tie' && side !== 'tie' ? stakeCents - Math.floor(stakeCents / 2) : stakeCents;
}

export function dealDragonTiger(rng: Rng): { dragon: Card; tiger: Card } {
  const next = dealer(newShoe(DRAGON_TIGER_DECKS), rng);
  const dragon = next();
  const tiger = next();
  return { dragon, tiger };
}

/** The exact tie probability and each bet's return (see the header). */
export function dragonTigerReturn(): { tie: number; rtp: Record<DragonTigerSide, number> } {
  const perRank = 4 * DRAGON_TIGER_DECKS;
  const cards = 52 * DRAGON_TIGER_DECKS;
  const tie = (13 * perRank * (perRank - 1)) / (cards * (cards - 1));
  const side = 1 - tie / 2;
  return { tie, rtp: { dragon: side, tiger: side, tie: tie * (1 + DRAGON_TIGER_ODDS.tie) } };
}
