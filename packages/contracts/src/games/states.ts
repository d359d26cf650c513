// The states this domain stores, by name (no zod here: the apps' first pages import them).

/** games.app_state (spec §3): 1 listed in the lobby, 0 hidden. */
export const GameAppState = { hidden: 0, enabled: 1 } as const;
export type GameAppState = (typeof GameAppState)[keyof typeof GameAppState];

/**
 * What a catalogue tile of the built-in platform can open: one of its games, or a hall of several
 * ('hall': the classic slot, sic bo and baccarat; 'tables': the house's own baccarat, dragon tiger
 * and roulette, opened by the live venues; 'cards': bull bull, three-card and dragon tiger).
 */
export const LAUNCHED_GAMES = [
  'slot',
  'ways',
  'cascade',
  'hold',
  'dice',
  'baccarat',
  'dragontiger',
  'roulette',
  'bull',
  'threecard',
  'hall',
  'tables',
  'cards',
] as const;
export type LaunchedGame = (typeof LAUNCHED_GAMES)[number];
