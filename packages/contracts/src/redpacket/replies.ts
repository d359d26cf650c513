import { z } from 'zod';
import { moneyText, pageReply } from '../common/replies.js';

/** A rule as the member sees it (spec §3): activity time, deposit range, percentage and draws. */
export const redPacketRuleReply = z.object({
  start_time: z.string(),
  end_time: z.string(),
  day_flow: moneyText,
  flow_money: moneyText,
  money: z.string(),
  recharge: z.number(),
});
export type RedPacketRuleItem = z.infer<typeof redPacketRuleReply>;

/** A daily window, Beijing 'HH:mm'. */
export const redPacketWindowReply = z.object({ start: z.string(), end: z.string() });

/**
 * GET /api/userredpacket (spec §3, docs/compatibility.md#rule-1-red-packet): remaining draws today (never below 0),
 * draws used today, the largest draw count of the running rules, the activity status and its rules;
 * besides, what the page's clock needs: the windows, whether the draw window is open, the server's
 * Beijing now and the instant the clock counts to (the window's opening or its close), and D.
 */
export const redPacketStatusReply = z.object({
  sendnums: z.number(),
  acquirednum: z.number(),
  max_times: z.number(),
  redPacketStatus: z.enum(['READY', 'STARTING', 'END']),
  rules: z.array(redPacketRuleReply),
  draw_window: redPacketWindowReply,
  count_window: redPacketWindowReply,
  drawing: z.boolean(),
  now: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' Beijing: when the draw window next opens, or closes while it is open; '' when the activity is over. */
  countdown_to: z.string(),
  /** The member's deposits counted for today's draws (D). */
  deposits: moneyText,
});
export type RedPacketStatusReply = z.infer<typeof redPacketStatusReply>;

/** POST /api/douserredpacket: the amount won and the counts after the draw. */
export const redPacketDrawReply = z.object({ redpacketmoney: moneyText, sendnums: z.number(), acquirednum: z.number() });
export type RedPacketDrawReply = z.infer<typeof redPacketDrawReply>;

/** One draw in the welfare record (spec §2.5): deposits counted, amount won, deposit time, draw time. */
export const redPacketLogItem = z.object({ money: moneyText, redpacketmoney: moneyText, created_at: z.string(), usetime: z.string() });
export type RedPacketLogItem = z.infer<typeof redPacketLogItem>;

/** POST /api/userredpacketlog: the paginator of draws plus today's remaining draws and the draws ever made. */
export const redPacketLogReply = pageReply(redPacketLogItem).extend({ sendnums: z.number(), acquirednum: z.number() });
export type RedPacketLogReply = z.infer<typeof redPacketLogReply>;

/** The back office's view of the windows. */
export const redPacketSettingsReply = z.object({ draw_window: z.tuple([z.string(), z.string()]), count_window: z.tuple([z.string(), z.string()]) });
export type RedPacketSettingsReply = z.infer<typeof redPacketSettingsReply>;

/** A rule in the back office (with its id and status). */
export const redPacketAdminRuleReply = redPacketRuleReply.extend({ id: z.number(), status: z.number() });
export type RedPacketAdminRule = z.infer<typeof redPacketAdminRuleReply>;
