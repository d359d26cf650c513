/** The three built-in games, in the order the game page shows their tabs. */
export const GAME_CODES = ['slot', 'dice', 'baccarat'] as const;
export type GameCode = (typeof GAME_CODES)[number];

/** A stake is a whole number of units in [MIN_BET, MAX_BET]; money is settled in integer cents. */
export const MIN_BET = 1;
export const MAX_BET = 10_000;
export const CENTS_PER_UNIT = 100;

/** A source of randomness: a uniform integer in [0, maxExclusive). */
export type Rng = (maxExclusive: number) => number;
