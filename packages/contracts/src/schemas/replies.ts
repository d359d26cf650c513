import { z } from 'zod';

// Reply shapes (data) kept compatible with the original clients (original-backend.md).
export const appInfoSchema = z.object({
  title: z.string(),
  site_state: z.number(),
  repair_tips: z.string(),
  redpacket_switch: z.number(),
  ios_download_qrcode: z.string(),
  ios_download_url: z.string(),
  h5_url: z.string(),
  site_logo: z.string(),
  index_modal: z.number(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const userInfoSchema = z.object({
  username: z.string(),
  balance: money,
  realname: z.string(),
  mobile: z.string(),
  email: z.string(),
  birthday: z.string(),
  avatar: z.string(),
  transferstatus: z.number(),
  vip: z.number(),
  current_vip: z.string(),
  next_vip: z.string(),
  vipname: z.string(),
  paysum: money,
  totalgame: money,
  fanshui: money,
  usdtrate: z.string(),
  withdrawusdtrate: z.string(),
  withdrawcashfee: z.string(),
  withdrawfeeusdttrc: z.string(),
  isagent: z.number(),
  has_paypassword: z.boolean(),
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginReplySchema = z.object({ username: z.string(), api_token: z.string() });
export type LoginReply = z.infer<typeof loginReplySchema>;

export const captchaReplySchema = z.object({ captcha_id: z.string(), image: z.string(), expires_in: z.number() });
export type CaptchaReply = z.infer<typeof captchaReplySchema>;

export const balanceReplySchema = z.object({ balance: money });
export type BalanceReply = z.infer<typeof balanceReplySchema>;
