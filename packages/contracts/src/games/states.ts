// The states this domain stores, by name (no zod here: the apps' first pages import them).

/** games.app_state (spec §3): 1 listed in the lobby, 0 hidden. */
export const GameAppState = { hidden: 0, enabled: 1 } as const;
export type GameAppState = (typeof GameAppState)[keyof typeof GameAppState];

/** The built-in platform's games a catalogue tile can open ('hall' offers all three). */
export const LAUNCHED_GAMES = ['slot', 'dice', 'baccarat', 'hall'] as const;
export type LaunchedGame = (typeof LAUNCHED_GAMES)[number];
