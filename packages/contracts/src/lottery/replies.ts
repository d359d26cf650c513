import { z } from 'zod';
import { moneyText } from '../common/replies.js';
import { LOTTERY_BET_STATES, LOTTERY_DRAW_STATES, LOTTERY_GAME_CODES } from './states.js';

// The lottery's replies: the player API (/play/api/lottery/*), the public verification and the desk.
// Instants a countdown needs are ISO-8601 UTC texts (closes_at, draws_at, server_time); times shown
// as they are are Beijing wall-clock texts (YYYY-MM-DD HH:mm:ss). Money is a 2-decimal string, odds a
// decimal text ("1.98"). Hashes and seeds are 64 lowercase hex characters.

const game = z.enum(LOTTERY_GAME_CODES);
const hex = z.string();
const instant = z.string();

/** A selection of a kind with its odds (keno: no list; its kind's paytable). */
export const lotterySelectionReply = z.object({ selection: z.string(), odds: z.string() });
/** A bet kind of a game's board: its selections with their odds; keno a pick count and the paytable by hits. */
export const lotteryKindReply = z.object({
  kind: z.string(),
  name: z.string(),
  selections: z.array(lotterySelectionReply),
  /** Keno: how many numbers a pick takes. */
  pick: z.number().optional(),
  /** Keno: the odds by number of hits (index 0 = no hit). */
  paytable: z.array(z.string()).optional(),
});
/** /play/api/lottery/games: every game on sale with its board. */
export const lotteryGameReply = z.object({
  game,
  name: z.string(),
  enabled: z.boolean(),
  draw_seconds: z.number(),
  close_seconds: z.number(),
  min_stake: moneyText,
  max_stake: moneyText,
  kinds: z.array(lotteryKindReply),
});
export type LotteryGameReply = z.infer<typeof lotteryGameReply>;
export const lotteryGamesReply = z.object({ games: z.array(lotteryGameReply), lobby: z.string() });
export type LotteryGamesReply = z.infer<typeof lotteryGamesReply>;

/** A draw drawn (or cancelled: its seed revealed, its result void), as the results list and the trend chart read it. */
export const lotteryDrawReply = z.object({
  game,
  draw_no: z.string(),
  state: z.enum(LOTTERY_DRAW_STATES),
  draws_at: instant,
  drawn_at: instant.nullable(),
  hash: hex,
  seed: hex.nullable(),
  result: z.array(z.number()).nullable(),
});
export type LotteryDrawReply = z.infer<typeof lotteryDrawReply>;

/**
 * /play/api/lottery/current {game}: the draw whose betting runs now (state open: opens_at ≤ now <
 * closes_at) or that waits to be drawn (closed: closes_at ≤ now), or that the desk has cancelled
 * (cancelled: no bet until the next one opens). Its hash is SHA-256 of the seed
 * that will draw it. Null draw_no: no draw is scheduled (the game is off, or the draw job has not
 * made one yet).
 */
export const lotteryCurrentReply = z.object({
  game,
  draw_no: z.string().nullable(),
  state: z.enum(['open', 'closed', 'cancelled', 'none']),
  opens_at: instant.nullable(),
  closes_at: instant.nullable(),
  draws_at: instant.nullable(),
  hash: hex.nullable(),
  server_time: instant,
  /** The draw after it, when already scheduled (its hash is published too). */
  next: z.object({ draw_no: z.string(), draws_at: instant, hash: hex }).nullable(),
  /** The last draw drawn, for the board's header. */
  last: lotteryDrawReply.nullable(),
});
export type LotteryCurrentReply = z.infer<typeof lotteryCurrentReply>;

/** One pick as the player's bets show it. */
export const lotteryBetReply = z.object({
  id: z.string(),
  slip_id: z.string(),
  game,
  draw_no: z.string(),
  kind: z.string(),
  selection: z.string(),
  /** What the pick reads as ("定位胆 万位 7"), in the reader's language. */
  label: z.string(),
  stake: moneyText,
  /** The odds the pick took (keno: its paytable by hits). */
  odds: z.array(z.string()),
  state: z.enum(LOTTERY_BET_STATES),
  payout: moneyText.nullable(),
  win_loss: moneyText.nullable(),
  result: z.array(z.number()).nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type LotteryBetReply = z.infer<typeof lotteryBetReply>;
export const lotteryBetsReply = z.object({ bets: z.array(lotteryBetReply) });
export type LotteryBetsReply = z.infer<typeof lotteryBetsReply>;

/** /play/api/lottery/bet: the wallet after the stakes were taken, and the picks placed. */
export const lotteryPlacedReply = z.object({ balance: moneyText, slip_id: z.string(), draw_no: z.string(), total: moneyText, bets: z.array(lotteryBetReply) });
export type LotteryPlacedReply = z.infer<typeof lotteryPlacedReply>;

/** /play/api/lottery/draws: the last draws, newest first. */
export const lotteryDrawsReply = z.object({ draws: z.array(lotteryDrawReply) });
export type LotteryDrawsReply = z.infer<typeof lotteryDrawsReply>;

/** A game's hash chain: its terminal hash (SHA-256 applied `length` times to the top seed), published when made. */
export const lotteryChainReply = z.object({
  id: z.number(),
  game,
  terminal_hash: hex,
  length: z.number(),
  /** Chain indexes given to draws so far (1..used). */
  used: z.number(),
  published_at: instant,
  spent_at: instant.nullable(),
});
export type LotteryChainReply = z.infer<typeof lotteryChainReply>;
export const lotteryChainsReply = z.array(lotteryChainReply);

/**
 * GET /api/lottery/verify: what a browser needs to check a draw: its hash (published when the draw
 * was made), its seed and result once drawn, where its seed sits on its chain (hashing the seed
 * `chain_index` times gives the chain's terminal hash), and the HMAC messages the result was read
 * from ("<game>:<draw_no>:<round>").
 */
export const lotteryVerifyReply = lotteryDrawReply.extend({
  closes_at: instant,
  chain: lotteryChainReply,
  chain_index: z.number(),
  hmac_message: z.string(),
  procedure: z.string(),
});
export type LotteryVerifyReply = z.infer<typeof lotteryVerifyReply>;

// ---- the desk ----

/** A bet type of a game as the desk prices it: its odds (keno a paytable), the house edge they give and the bounds it must keep. */
export const lotteryBetTypeReply = z.object({
  id: z.string(),
  kind: z.string(),
  selections: z.array(z.string()),
  pick: z.number().optional(),
  odds: z.array(z.string()),
  default_odds: z.array(z.string()),
  /** The house edge in percent, exact to 2 decimals ("3.75"). */
  edge: z.string(),
});
export const lotteryAdminGameReply = z.object({
  game,
  name: z.string(),
  enabled: z.boolean(),
  min_stake: moneyText,
  max_stake: moneyText,
  payout_cap: moneyText,
  edge_min: z.string(),
  edge_max: z.string(),
  bet_types: z.array(lotteryBetTypeReply),
  updated_at: z.string(),
});
export type LotteryAdminGameReply = z.infer<typeof lotteryAdminGameReply>;
export const lotteryAdminGamesReply = z.array(lotteryAdminGameReply);

/** A draw as the desk reads it: state, bets, what was staked and paid, the house's result, the exposure bound. */
export const lotteryAdminDrawReply = z.object({
  id: z.string(),
  game,
  draw_no: z.string(),
  state: z.enum(LOTTERY_DRAW_STATES),
  opens_at: z.string(),
  closes_at: z.string(),
  draws_at: z.string(),
  drawn_at: z.string().nullable(),
  bets: z.number(),
  stake: moneyText,
  payout: moneyText.nullable(),
  /** Stake minus payout of a drawn draw (the house's win; negative: its loss); null until drawn, 0.00 once cancelled. */
  house: moneyText.nullable(),
  /** The most the draw's bets could pay on any result (the bound kept under the payout cap). */
  exposure: moneyText,
  hash: z.string(),
  seed: z.string().nullable(),
  result: z.array(z.number()).nullable(),
  cancel_reason: z.string().nullable(),
});
export type LotteryAdminDrawReply = z.infer<typeof lotteryAdminDrawReply>;
export const lotteryAdminDrawsReply = z.object({ list: z.array(lotteryAdminDrawReply), total: z.number(), page: z.number(), page_size: z.number() });

/** /api/admin/lottery/cancel: the draw cancelled and what went back. */
export const lotteryCancelReply = z.object({ game, draw_no: z.string(), refunded_bets: z.number(), refunded: moneyText });
export type LotteryCancelReply = z.infer<typeof lotteryCancelReply>;

const pnl = { draws: z.number(), bets: z.number(), stake: moneyText, payout: moneyText, house: moneyText };
/** /api/admin/lottery/report: profit and loss by Beijing day (the draw's day), each day by game, and the whole range. */
export const lotteryReportReply = z.object({
  days: z.array(z.object({ day: z.string(), ...pnl, games: z.array(z.object({ game, ...pnl })) })),
  total: z.object(pnl),
});
export type LotteryReportReply = z.infer<typeof lotteryReportReply>;
