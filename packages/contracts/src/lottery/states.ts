// The lottery's stored states and its game codes (no zod here: pages import them).

/** The lottery's games: 时时彩, 快3, PK10, 快乐8 (packages/game-rules/src/lottery holds their rules). */
export const LOTTERY_GAME_CODES = ['ssc', 'k3', 'pk10', 'keno'] as const;
export type LotteryGameCode = (typeof LOTTERY_GAME_CODES)[number];

/** lottery_draws.state */
export const LotteryDrawState = { open: 0, drawn: 1, cancelled: 2 } as const;
export type LotteryDrawState = (typeof LotteryDrawState)[keyof typeof LotteryDrawState];
export const LOTTERY_DRAW_STATES = ['open', 'drawn', 'cancelled'] as const;
export type LotteryDrawStateName = (typeof LOTTERY_DRAW_STATES)[number];

/** lottery_bets.state */
export const LotteryBetState = { open: 0, settled: 1, cancelled: 2 } as const;
export type LotteryBetState = (typeof LotteryBetState)[keyof typeof LotteryBetState];
export const LOTTERY_BET_STATES = ['open', 'settled', 'cancelled'] as const;
export type LotteryBetStateName = (typeof LOTTERY_BET_STATES)[number];

/** The picks one bet request may carry. */
export const LOTTERY_MAX_PICKS = 50;
