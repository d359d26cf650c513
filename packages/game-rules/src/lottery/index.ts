/**
 * The lottery's rules (docs/lottery.md): the four games and their boards, default odds and the exact
 * house edge of every bet type, the provably fair derivation of a draw's result (with a Web Crypto
 * verifier for browsers), and the form bets are kept and bounded in. Pure: no I/O.
 */
export * from './games.js';
export * from './odds.js';
export * from './fair.js';
export * from './exposure.js';
