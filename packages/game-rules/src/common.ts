/**
 * The built-in platform's games, in the order a hall shows their tabs: four slot machines, the
 * table games and the card games.
 */
export const GAME_CODES = ['slot', 'ways', 'cascade', 'hold', 'dice', 'baccarat', 'dragontiger', 'roulette', 'bull', 'threecard'] as const;
export type GameCode = (typeof GAME_CODES)[number];
export const isGameCode = (value: unknown): value is GameCode => typeof value === 'string' && (GAME_CODES as readonly string[]).includes(value);

/** The slot machines (each opened by its titles, see slots/titles.ts). */
export const SLOT_MACHINES = ['slot', 'ways', 'cascade', 'hold'] as const satisfies readonly GameCode[];
export type SlotMachine = (typeof SLOT_MACHINES)[number];
export const isSlotMachine = (value: unknown): value is SlotMachine => typeof value === 'string' && (SLOT_MACHINES as readonly string[]).includes(value);

/**
 * Halls: a launch that opens several games, one tab each.
 *   hall    the PC and mobile game halls: the classic slot, sic bo and baccarat
 *   tables  the house's own tables, opened by the live-casino venues until a live provider is
 *           connected: baccarat, dragon tiger and European roulette (drawn, no dealer)
 *   cards   the card hall of the card venues: bull bull, three-card and dragon tiger
 */
export const HALLS = {
  hall: ['slot', 'dice', 'baccarat'],
  tables: ['baccarat', 'dragontiger', 'roulette'],
  cards: ['bull', 'threecard', 'dragontiger'],
} as const satisfies Record<string, readonly GameCode[]>;
export type HallCode = keyof typeof HALLS;
export const HALL_CODES = Object.keys(HALLS) as HallCode[];
export const isHallCode = (value: unknown): value is HallCode => typeof value === 'string' && Object.prototype.hasOwnProperty.call(HALLS, value);

/** What a launch opens: one game, or a hall of several. */
export type LaunchCode = GameCode | HallCode;
/** The games a launch offers, in tab order (an unknown code: none). */
export function gamesOfLaunch(code: string): readonly GameCode[] {
  if (isGameCode(code)) return [code];
  if (isHallCode(code)) return HALLS[code];
  return [];
}

/** A stake is a whole number of units in [MIN_BET, MAX_BET]; money is settled in integer cents. */
export const MIN_BET = 1;
export const MAX_BET = 10_000;
export const CENTS_PER_UNIT = 100;

/** A source of randomness: a uniform integer in [0, maxExclusive). */
export type Rng = (maxExclusive: number) => number;
