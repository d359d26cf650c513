import { randomInt } from 'node:crypto';
import type { GameCode } from '@portal/game-rules';
import { baccarat } from './baccarat.js';
import { dice } from './dice.js';
import { slot } from './slot.js';
import type { BuiltinGame, Rng } from './types.js';

export type { BuiltinGame, Outcome, Rng } from './types.js';

export { GAME_CODES, type GameCode } from '@portal/game-rules';

/** The built-in games by code. `schema` parses the bet body (minus `game`); `play` settles one round. */
export const BUILTIN_GAMES: Record<GameCode, BuiltinGame> = { slot, dice, baccarat };

/** Cryptographically strong uniform integer in [0, maxExclusive). */
export const cryptoRng: Rng = (maxExclusive) => randomInt(maxExclusive);
