import { z } from 'zod';
import { BAD, betUnits, CENTS_PER_UNIT, draw, type BuiltinGame, type Outcome, type Rng } from './types.js';

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

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['♠', '♥', '♦', '♣'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export interface Card {
  rank: Rank;
  suit: Suit;
}
export const DECKS = 8;

export const baccaratSchema = z.object(
  {
    bet: betUnits,
    side: z.enum(BACCARAT_SIDES, BAD),
  },
  BAD,
);
export type BaccaratInput = z.infer<typeof baccaratSchema>;

/** A fresh shoe, in a fixed order: deck by deck, suit by suit (♠ ♥ ♦ ♣), A to K. */
export function newShoe(decks = DECKS): Card[] {
  const shoe: Card[] = [];
  for (let d = 0; d < decks; d++) for (const suit of SUITS) for (const rank of RANKS) shoe.push({ rank, suit });
  return shoe;
}

export function cardValue(card: Card): number {
  if (card.rank === 'A') return 1;
  const n = Number(card.rank);
  return n >= 2 && n <= 9 ? n : 0;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;
}

/** Whether the banker draws, given the banker's two-card total and the player's third card (null if none). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = cardValue(playerThird);
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

/** Deals one hand: every card is drawn uniformly from what is left in the shoe (rng(remaining) is its index). */
export function dealHand(rng: Rng): { playerCards: Card[]; bankerCards: Card[] } {
  const shoe = newShoe();
  const next = (): Card => shoe.splice(draw(rng, shoe.length), 1)[0] as Card;
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

/** Everything returned to the player for `side` on a hand won by `result`, stake included. */
export function baccaratPayout(side: BaccaratSide, result: BaccaratSide, stakeCents: number): number {
  if (result === 'tie') return side === 'tie' ? stakeCents * 9 : stakeCents;
  if (side !== result) return 0;
  return side === 'player' ? stakeCents * 2 : stakeCents + Math.floor((stakeCents * 95) / 100);
}

export const baccarat: BuiltinGame<typeof baccaratSchema> = {
  code: 'baccarat',
  schema: baccaratSchema,
  play(input: BaccaratInput, rng: Rng): Outcome {
    const stakeCents = input.bet * CENTS_PER_UNIT;
    const { playerCards, bankerCards } = dealHand(rng);
    const playerTotal = handTotal(playerCards);
    const bankerTotal = handTotal(bankerCards);
    const result: BaccaratSide = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
    return {
      stakeCents,
      payoutCents: baccaratPayout(input.side, result, stakeCents),
      detail: { playerCards, bankerCards, playerTotal, bankerTotal, result, side: input.side },
    };
  },
};
