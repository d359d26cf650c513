/**
 * The rules of the built-in platform's games, as pure data and functions: the one copy that the
 * server's game logic (apps/api/src/providers/builtin/games) settles rounds with and the game page
 * (apps/play) draws its paytables, odds and animations from. No I/O, no dependencies.
 */
export * from './common.js';
export * from './cards.js';
export * from './slots/reels.js';
export * from './slots/classic.js';
export * from './slots/ways.js';
export * from './slots/cascade.js';
export * from './slots/hold.js';
export * from './slots/titles.js';
export * from './dice.js';
export * from './baccarat.js';
export * from './dragon-tiger.js';
export * from './roulette.js';
export * from './bull.js';
export * from './three-card.js';
export * from './lottery/index.js';
export * from './sports.js';
