import { z } from 'zod';
import { moneyText } from '../common/replies.js';

// Reply shapes (data) kept compatible with the original clients (docs/compatibility.md#reply-shapes).

/** /api/user: the member as the clients keep it (spec §3). */
export const userInfoSchema = z.object({
  username: z.string(),
  balance: moneyText,
  realname: z.string(),
  mobile: z.string(),
  email: z.string(),
  birthday: z.string(),
  avatar: z.string(),
  transferstatus: z.number(),
  /** What an automatic transfer brings a game's wallet up to at launch; null: the whole central wallet. */
  auto_amount: moneyText.nullable(),
  vip: z.number(),
  current_vip: z.string(),
  next_vip: z.string(),
  vipname: z.string(),
  paysum: moneyText,
  totalgame: moneyText,
  fanshui: moneyText,
  usdtrate: z.string(),
  withdrawusdtrate: z.string(),
  withdrawcashfee: z.string(),
  withdrawfeeusdttrc: z.string(),
  isagent: z.number(),
  has_paypassword: z.boolean(),
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** /api/uploadimg: where the new avatar is served. */
export const avatarReply = z.object({ avatar: z.string() });
export type AvatarReply = z.infer<typeof avatarReply>;
