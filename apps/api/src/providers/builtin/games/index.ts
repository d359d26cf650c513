import { randomInt } from 'node:crypto';
import type { GameCode } from '@portal/game-rules';
import { baccarat } from './baccarat.js';
import { bull } from './bull.js';
import { cascade } from './cascade.js';
import { dice } from './dice.js';
import { dragonTiger } from './dragon-tiger.js';
import { hold } from './hold.js';
import { roulette } from './roulette.js';
import { slot } from './slot.js';
import { threeCard } from './three-card.js';
import type { BuiltinGame, Rng } from './types.js';
import { ways } from './ways.js';

export type { BuiltinGame, Outcome, Rng } from './types.js';

export { GAME_CODES, type GameCode } from '@portal/game-rules';

/** The built-in games by code. `schema` parses the bet body (minus `game`); `play` settles one round. */
export const BUILTIN_GAMES: Record<GameCode, BuiltinGame> = {
  slot,
  ways,
  cascade,
  hold,
  dice,
  baccarat,
  dragontiger: dragonTiger,
  roulette,
  bull,
  threecard: threeCard,
};

/** Cryptographically strong uniform integer in [0, maxExclusive). */
export const cryptoRng: Rng = (maxExclusive) => randomInt(maxExclusive);
