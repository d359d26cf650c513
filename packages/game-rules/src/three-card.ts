/**
 * 炸金花 (three-card poker, 三張), banked: the player's three cards against the banker's, from
 * one 52-card deck (no jokers), dealt player, banker, player, banker ...
 *
 * Hands, highest first: 豹子 (three of a rank) > 同花順 (straight flush) > 同花 (flush) > 順子
 * (straight) > 對子 (pair) > 散牌 (high card). Ranks run 2 to A; A-K-Q is the highest straight and
 * A-2-3 the lowest (K-A-2 is none). Between hands of one kind: 豹子 by rank; straights by their
 * top card; a pair by its rank, then the odd card; flushes and high cards card by card from the
 * highest. Suits never rank. The special 2-3-5 of mixed suits (a high card, the lowest) beats a
 * 豹子 and nothing else (「235 吃豹子」).
 * A bet is on the player's hand: a win pays 1:1 less 5 % commission (0.95:1, rounded down to the
 * cent); equal hands (same kind, same ranks) push: the stake comes back and the round counts no
 * turnover; a loss loses the stake.
 * Return to player: the hands are dealt alike, so the player wins as often as the banker:
 * (1 − tie) / 2 × 1.95 + tie, with tie ≈ 0.111 % (exact figure by `threeCardReturn`): ≈ 97.50 %.
 */
import { dealer, newShoe, RANKS, type Card } from './cards.js';
import type { Rng } from './common.js';

export const THREE_CARD_KINDS = ['high', 'pair', 'straight', 'flush', 'straightflush', 'leopard'] as const;
export type ThreeCardKind = (typeof THREE_CARD_KINDS)[number];
export const THREE_CARD_COMMISSION_PERCENT = 5;

export interface ThreeCardHand {
  kind: ThreeCardKind;
  /** The ranks that decide between two hands of this kind, most significant first (2 = 2 ... 14 = A). */
  ranks: number[];
  /** A mixed-suit 2-3-5: beats a 豹子. */
  beatsLeopard: boolean;
}

export interface ThreeCardDetail {
  playerCards: Card[];
  bankerCards: Card[];
  player: ThreeCardHand;
  banker: ThreeCardHand;
  result: 'player' | 'banker' | 'tie';
}

/** 2 to 14 (A high). */
const high = (c: Card): number => (c.rank === 'A' ? 14 : RANKS.indexOf(c.rank) + 1);

export function threeCardHand(cards: readonly Card[]): ThreeCardHand {
  const r = cards.map(high).sort((a, b) => b - a);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const wheel = r[0] === 14 && r[1] === 3 && r[2] === 2; // A-2-3
  const straight = wheel || (r[0]! - r[1]! === 1 && r[1]! - r[2]! === 1);
  const top = wheel ? 3 : r[0]!;
  if (r[0] === r[2]) return { kind: 'leopard', ranks: [r[0]!], beatsLeopard: false };
  if (straight && flush) return { kind: 'straightflush', ranks: [top], beatsLeopard: false };
  if (flush) return { kind: 'flush', ranks: r, beatsLeopard: false };
  if (straight) return { kind: 'straight', ranks: [top], beatsLeopard: false };
  if (r[0] === r[1] || r[1] === r[2]) {
    const pair = r[1]!;
    return { kind: 'pair', ranks: [pair, r[0] === r[1] ? r[2]! : r[0]!], beatsLeopard: false };
  }
  return { kind: 'high', ranks: r, beatsLeopard: r[0] === 5 && r[1] === 3 && r[2] === 2 };
}

/** 1 when `a` beats `b`, -1 when `b` beats `a`, 0 when they are equal. */
export function compareThreeCard(a: ThreeCardHand, b: ThreeCardHand): number {
  if (a.beatsLeopard && b.kind === 'leopard') return 1;
  if (b.beatsLeopard && a.kind === 'leopard') return -1;
  const ka = THREE_CARD_KINDS.indexOf(a.kind);
  const kb = THREE_CARD_KINDS.indexOf(b.kind);
  if (ka !== kb) return ka > kb ? 1 : -1;
  for (let i = 0; i < a.ranks.length; i++) if (a.ranks[i] !== b.ranks[i]) return a.ranks[i]! > b.ranks[i]! ? 1 : -1;
  return 0;
}

export function dealThreeCard(rng: Rng): { playerCards: Card[]; bankerCards: Card[] } {
  const next = dealer(newShoe(1), rng);
  const playerCards: Card[] = [];
  const bankerCards: Card[] = [];
  for (let i = 0; i < 3; i++) {
    playerCards.push(next());
    bankerCards.push(next());
  }
  return { playerCards, bankerCards };
}

export function threeCardResult(player: ThreeCardHand, banker: ThreeCardHand): ThreeCardDetail['result'] {
  const c = compareThreeCard(player, banker);
  return c > 0 ? 'player' : c < 0 ? 'banker' : 'tie';
}

/** Everything returned to the player, stake included. */
export function threeCardPayoutCents(result: ThreeCardDetail['result'], stakeCents: number): number {
  if (result === 'tie') return stakeCents;
  return result === 'player' ? stakeCents + Math.floor((stakeCents * (100 - THREE_CARD_COMMISSION_PERCENT)) / 100) : 0;
}

/** The turnover a round counts for: none when the hands tied (the stake came back). */
export const threeCardValidStakeCents = (result: ThreeCardDetail['result'], stakeCents: number): number => (result === 'tie' ? 0 : stakeCents);

/**
 * Equal hands: 450 528 of the 407 170 400 ordered deals of two hands (22 100 × 18 424), counted by
 * `threeCardReturn` (the tests check it); their chance and the return of a bet, ≈ 97.50 %.
 */
export const THREE_CARD_TIE = 450_528 / 407_170_400;
export const THREE_CARD_RTP = ((1 - THREE_CARD_TIE) / 2) * (1 + (100 - THREE_CARD_COMMISSION_PERCENT) / 100) + THREE_CARD_TIE;

/**
 * The exact chance of equal hands and the return of a bet: every hand of three (22 100) against
 * every hand of three from the 49 cards left (18 424), counted through the hands' keys.
 */
export function threeCardReturn(): { tie: number; rtp: number } {
  const deck = newShoe(1);
  const hands: { mask: bigint; key: string }[] = [];
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const h = threeCardHand([deck[a]!, deck[b]!, deck[c]!]);
        hands.push({ mask: (1n << BigInt(a)) | (1n << BigInt(b)) | (1n << BigInt(c)), key: `${h.kind}:${h.ranks.join(',')}` });
      }
  const byKey = new Map<string, bigint[]>();
  for (const h of hands) {
    const group = byKey.get(h.key);
    if (group) group.push(h.mask);
    else byKey.set(h.key, [h.mask]);
  }
  let ties = 0;
  for (const group of byKey.values()) for (const x of group) for (const y of group) if ((x & y) === 0n) ties++;
  const tie = ties / (hands.length * 18_424);
  return { tie, rtp: ((1 - tie) / 2) * (1 + (100 - THREE_CARD_COMMISSION_PERCENT) / 100) + tie };
}
