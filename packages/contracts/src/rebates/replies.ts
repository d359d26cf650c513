import { z } from 'zod';
import { moneyText, pageReply } from '../common/replies.js';

/** Rebate state (spec §4): 0 pending collection, otherwise collected. */
/**
 * A rebate: pending until collected; a collection above REBATE_REVIEW_ABOVE waits for finance
 * (reviewing), then is collected or rejected (never paid).
 */
export const RebateState = { pending: 0, collected: 1, reviewing: 2, rejected: 3 } as const;
export type RebateState = (typeof RebateState)[keyof typeof RebateState];

/** One rebate (spec §3): the game (platform) it came from, the amount, its state, when it accrued and when it last changed. */
export const rebateItemReply = z.object({
  gamename: z.string(),
  money: moneyText,
  state: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RebateItem = z.infer<typeof rebateItemReply>;

/** /api/getfanshui: a page of the member's rebates; jisuan = collected total, nojisuan = claimable (pending) total, both over every rebate of the member. */
export const rebatesReply = z.object({ list: pageReply(rebateItemReply), jisuan: moneyText, nojisuan: moneyText });
export type RebatesReply = z.infer<typeof rebatesReply>;

/** /api/dofanshui: the amount just collected. */
export const collectRebatesReply = z.object({ money: moneyText });
export type CollectRebatesReply = z.infer<typeof collectRebatesReply>;
