/**
 * 百家樂 (Punto Banco), dealt from a fresh 8-deck shoe (416 cards) every hand.
 *
 * Card values: A = 1, 2–9 face value, 10/J/Q/K = 0; a hand's total is the sum modulo 10.
 * Deal order: player, banker, player, banker, then the player's third card, then the banker's.
 * Third-card rules:
 *   - a natural (8 or 9 on either first two cards): both stand;
 *   - player: draws on 0–5, stands on 6–7;
 *   - banker, when the player stood: draws on 0–5, stands on 6–7;
 *   - banker, when the player drew a third card worth p:
 *       0–2 draws; 3 draws unless p = 8; 4 draws if p is 2–7; 5 draws if p is 4–7;
 *       6 draws if p is 6–7; 7 stands.
 * Payouts: player 1:1; banker 0.95:1 (5 % commission, winnings rounded down to the cent);
 *          tie 8:1. When the hand is a tie, player and banker bets push (the stake comes back).
 */

import { dealer, newShoe, type Card } from './cards.js';
import type { Rng } from './common.js';

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];

export const DECKS = 8;

/** Winnings per 100 units staked on a side that wins (integers, so cents stay exact). */
export const BACCARAT_ODDS_PERCENT: Readonly<Record<BaccaratSide, number>> = { player: 100, banker: 95, tie: 800 };
/** The same odds as the player reads them (banker 0.95). */
export const BACCARAT_ODDS: Readonly<Record<BaccaratSide, number>> = {
  player: BACCARAT_ODDS_PERCENT.player / 100,
  banker: BACCARAT_ODDS_PERCENT.banker / 100,
  tie: BACCARAT_ODDS_PERCENT.tie / 100,
};

/** What a baccarat round reports to the player. */
export interface BaccaratDetail {
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  result: BaccaratSide;
  side: BaccaratSide;
}

export function cardValue(card: Card): number {
  if (card.rank === 'A') return 1;
  const n = Number(card.rank);
  return n >= 2 && n <= 9 ? n : 0;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;
}

/** Whether the banker draws, given the banker's two-card total and the value of the player's third card (null if none). */
export function bankerDrawsOn(bankerTotal: number, playerThirdValue: number | null): boolean {
  if (playerThirdValue === null) return bankerTotal <= 5;
  const p = playerThirdValue;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/** Whether the banker draws, given the banker's two-card total and the player's third card (null if none). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  return bankerDrawsOn(bankerTotal, playerThird === null ? null : cardValue(playerThird));
}

/** The winner of a hand from its two totals. */
export function baccaratResult(playerTotal: number, bankerTotal: number): BaccaratSide {
  return playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
}

/** A tie pushes the player and banker bets: the stake is given back, nothing won or lost. */
export function baccaratPushes(side: BaccaratSide, result: BaccaratSide): boolean {
  return result === 'tie' && side !== 'tie';
}

/** Everything returned to the player for `side` on a hand won by `result`, stake included. */
export function baccaratPayout(side: BaccaratSide, result: BaccaratSide, stakeCents: number): number {
  if (baccaratPushes(side, result)) return stakeCents;
  if (side !== result) return 0;
  return stakeCents + Math.floor((stakeCents * BACCARAT_ODDS_PERCENT[side]) / 100);
}

/** Deals one hand from a fresh shoe: player, banker, player, banker, then the third cards by the rules. */
export function dealBaccarat(rng: Rng): { playerCards: Card[]; bankerCards: Card[] } {
  const next = dealer(newShoe(DECKS), rng);
  const playerCards = [next()];
  const bankerCards = [next()];
  playerCards.push(next());
  bankerCards.push(next());

  const p2 = handTotal(playerCards);
  const b2 = handTotal(bankerCards);
  if (p2 >= 8 || b2 >= 8) return { playerCards, bankerCards };

  let playerThird: Card | null = null;
  if (p2 <= 5) {
    playerThird = next();
    playerCards.push(playerThird);
  }
  if (bankerDraws(b2, playerThird)) bankerCards.push(next());
  return { playerCards, bankerCards };
}

/** The turnover a baccarat bet counts for: nothing when the hand pushed it (a tie on player or banker). */
export function baccaratValidStakeCents(side: BaccaratSide, result: BaccaratSide, stakeCents: number): number {
  return baccaratPushes(side, result) ? 0 : stakeCents;
}
