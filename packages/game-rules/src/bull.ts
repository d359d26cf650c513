/**
 * 牛牛 (Bull Bull), banked: the player's hand against the banker's, five cards each from one
 * 52-card deck (no jokers), dealt player, banker, player, banker ...
 *
 * Points: A = 1, 2–9 face value, 10, J, Q, K = 10. A hand has a bull when three of its cards add
 * up to a multiple of 10; its points are then the other two cards' sum modulo 10 (牛1 to 牛9),
 * 牛牛 when that is 0. No three cards making a multiple of 10: 無牛.
 * Special hands, above 牛牛: 五花牛 (all five are J, Q or K), 炸彈 (four of a rank),
 * 五小牛 (every card under 5 and all five adding up to 10 or less), highest.
 * Order: 五小牛 > 炸彈 > 五花牛 > 牛牛 > 牛9 > ... > 牛1 > 無牛. Between hands of one order, the
 * higher top card wins (K Q J 10 9 ... A, then suit ♠ > ♥ > ♣ > ♦; a 炸彈 by its four's rank).
 * One deck has no two equal cards, so a hand never ties.
 *
 * Two ways to bet, as on Chinese tables:
 *   平倍 (even)    win: 1:1 less 5 % commission (0.95:1); lose: the stake.
 *   翻倍 (double)  the winning hand's multiple decides how much changes hands: 無牛–牛6 ×1,
 *                  牛7–牛9 ×2, 牛牛 ×3, 五花牛 ×4, 炸彈 ×5, 五小牛 ×5. The stake held is 5 times
 *                  the bet (the most a round can lose); a win returns it and bet × the player's
 *                  multiple less 5 % commission; a loss returns it less bet × the banker's multiple.
 * Commission is rounded down to the cent in the house's favour (as baccarat's banker bet).
 * Valid turnover: the stake on 平倍; on 翻倍 the amount that changed hands before commission
 * (bet × the winning hand's multiple), not the 5 × held.
 * Return: the hands are dealt alike, so each side wins half the time; 平倍 returns exactly
 * 0.5 × 1.95 = 97.5 %; 翻倍 loses 2.5 % of what changes hands on average (see `bullReturn`).
 */
import { dealer, newShoe, RANKS, type Card } from './cards.js';
import type { Rng } from './common.js';

export const BULL_MODES = ['even', 'double'] as const;
export type BullMode = (typeof BULL_MODES)[number];
export const BULL_COMMISSION_PERCENT = 5;
/** 翻倍 holds this many bets: the highest multiple. */
export const BULL_DOUBLE_HOLD = 5;

/** Hand orders from 無牛 (0) to 五小牛 (13); 1 to 9 are 牛1 to 牛9, 10 牛牛. */
export const BULL_ORDERS = ['none', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'b9', 'bullbull', 'fiveface', 'bomb', 'fivesmall'] as const;
export type BullOrder = (typeof BULL_ORDERS)[number];

export interface BullHand {
  order: BullOrder;
  /** The three cards that make the bull (indexes into the hand), when it has one. */
  bull: [number, number, number] | null;
  /** ×1 to ×5 on 翻倍. */
  multiple: number;
}

export interface BullDetail {
  mode: BullMode;
  playerCards: Card[];
  bankerCards: Card[];
  player: BullHand;
  banker: BullHand;
  result: 'player' | 'banker';
}

export const bullPoints = (card: Card): number => (card.rank === 'A' ? 1 : ['10', 'J', 'Q', 'K'].includes(card.rank) ? 10 : Number(card.rank));

const MULTIPLE: Readonly<Record<BullOrder, number>> = {
  none: 1,
  b1: 1,
  b2: 1,
  b3: 1,
  b4: 1,
  b5: 1,
  b6: 1,
  b7: 2,
  b8: 2,
  b9: 2,
  bullbull: 3,
  fiveface: 4,
  bomb: 5,
  fivesmall: 5,
};
export const BULL_MULTIPLES: Readonly<Record<BullOrder, number>> = MULTIPLE;

/** Reads a hand of five. */
export function bullHand(cards: readonly Card[]): BullHand {
  const points = cards.map(bullPoints);
  const total = points.reduce((a, b) => a + b, 0);
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.rank, (counts.get(c.rank) ?? 0) + 1);
  const bull = findBull(points);
  const hand = (order: BullOrder): BullHand => ({ order, bull, multiple: MULTIPLE[order] });
  if (points.every((p) => p < 5) && total <= 10) return hand('fivesmall');
  if ([...counts.values()].includes(4)) return hand('bomb');
  if (cards.every((c) => c.rank === 'J' || c.rank === 'Q' || c.rank === 'K')) return hand('fiveface');
  if (!bull) return hand('none');
  const rest = total % 10;
  return hand(rest === 0 ? 'bullbull' : (`b${rest}` as BullOrder));
}

function findBull(points: readonly number[]): [number, number, number] | null {
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++) for (let c = b + 1; c < 5; c++) if ((points[a]! + points[b]! + points[c]!) % 10 === 0) return [a, b, c];
  return null;
}

/** A card's strength for breaking ties: rank (A low, K high), then suit ♠ > ♥ > ♣ > ♦. */
const SUIT_ORDER: Readonly<Record<Card['suit'], number>> = { '♦': 0, '♣': 1, '♥': 2, '♠': 3 };
export const cardStrength = (c: Card): number => RANKS.indexOf(c.rank) * 4 + SUIT_ORDER[c.suit];

function topStrength(cards: readonly Card[], hand: BullHand): number {
  if (hand.order === 'bomb') {
    const quad = RANKS.find((r) => cards.filter((c) => c.rank === r).length === 4)!;
    return RANKS.indexOf(quad) * 4 + 3;
  }
  return Math.max(...cards.map(cardStrength));
}

/** Which hand wins: the higher order, then the higher top card. */
export function bullWinner(playerCards: readonly Card[], bankerCards: readonly Card[]): 'player' | 'banker' {
  const p = bullHand(playerCards);
  const b = bullHand(bankerCards);
  const po = BULL_ORDERS.indexOf(p.order);
  const bo = BULL_ORDERS.indexOf(b.order);
  if (po !== bo) return po > bo ? 'player' : 'banker';
  return topStrength(playerCards, p) > topStrength(bankerCards, b) ? 'player' : 'banker';
}

export function dealBull(rng: Rng): { playerCards: Card[]; bankerCards: Card[] } {
  const next = dealer(newShoe(1), rng);
  const playerCards: Card[] = [];
  const bankerCards: Card[] = [];
  for (let i = 0; i < 5; i++) {
    playerCards.push(next());
    bankerCards.push(next());
  }
  return { playerCards, bankerCards };
}

/** Winnings less the commission, rounded down to the cent. */
const commissionOff = (cents: number): number => Math.floor((cents * (100 - BULL_COMMISSION_PERCENT)) / 100);

/** The stake a bet of `betCents` holds: the bet on 平倍, 5 bets on 翻倍. */
export const bullStakeCents = (mode: BullMode, betCents: number): number => (mode === 'double' ? betCents * BULL_DOUBLE_HOLD : betCents);

/** Everything returned to the player, the stake held included. */
export function bullPayoutCents(detail: Pick<BullDetail, 'mode' | 'player' | 'banker' | 'result'>, betCents: number): number {
  const stake = bullStakeCents(detail.mode, betCents);
  if (detail.mode === 'even') return detail.result === 'player' ? stake + commissionOff(betCents) : 0;
  return detail.result === 'player' ? stake + commissionOff(betCents * detail.player.multiple) : stake - betCents * detail.banker.multiple;
}

/** The turnover a round counts for: the stake on 平倍; on 翻倍 what changed hands before commission. */
export function bullValidStakeCents(detail: Pick<BullDetail, 'mode' | 'player' | 'banker' | 'result'>, betCents: number): number {
  if (detail.mode === 'even') return betCents;
  return betCents * (detail.result === 'player' ? detail.player.multiple : detail.banker.multiple);
}
