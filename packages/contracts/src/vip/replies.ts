import { z } from 'zod';
import { moneyText } from '../common/replies.js';

/** /api/uservip: a level with the deposit (recharge) and turnover (flow) it needs and its rebate % per category. */
export const vipLevelReply = z.object({
  level: z.number(),
  name: z.string(),
  badge: z.string(),
  recharge: moneyText,
  flow: moneyText,
  realperson: moneyText,
  electron: moneyText,
  joker: moneyText,
  sport: moneyText,
  lottery: moneyText,
  e_sport: moneyText,
});
export type VipLevel = z.infer<typeof vipLevelReply>;

/** /api/admin/vip/levels: a level as the back office edits it, with the 90-day turnover that keeps it. */
export const vipAdminLevelReply = vipLevelReply.extend({ keep_flow: moneyText, enabled: z.boolean() });
export type VipAdminLevel = z.infer<typeof vipAdminLevelReply>;
