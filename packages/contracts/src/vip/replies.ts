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
