/**
 * The rules of the built-in platform's games, as pure data and functions: the one copy that the
 * server's game logic (apps/api/src/providers/builtin/games) settles rounds with and the game page
 * (apps/play) draws its paytables, odds and animations from. No I/O, no dependencies.
 */
export * from './common.js';
export * from './slot.js';
export * from './dice.js';
export * from './baccarat.js';
export * from './sports.js';
