import type { Rng } from './common.js';
import { draw } from './slots/reels.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['♠', '♥', '♦', '♣'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export interface Card {
  rank: Rank;
  suit: Suit;
}

/** A fresh shoe of `decks` decks, in a fixed order: deck by deck, suit by suit (♠ ♥ ♦ ♣), A to K. */
export function newShoe(decks: number): Card[] {
  const shoe: Card[] = [];
  for (let d = 0; d < decks; d++) for (const suit of SUITS) for (const rank of RANKS) shoe.push({ rank, suit });
  return shoe;
}

/** Deals from `shoe`: every card drawn uniformly from what is left (rng(remaining) is its index). */
export function dealer(shoe: Card[], rng: Rng): () => Card {
  return () => shoe.splice(draw(rng, shoe.length), 1)[0] as Card;
}

/** A card's rank from A = 1 to K = 13. */
export const rankIndex = (card: Card): number => RANKS.indexOf(card.rank) + 1;
