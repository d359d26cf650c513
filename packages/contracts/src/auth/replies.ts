import { z } from 'zod';

export const loginReplySchema = z.object({ username: z.string(), api_token: z.string() });
export type LoginReply = z.infer<typeof loginReplySchema>;

export const captchaReplySchema = z.object({ captcha_id: z.string(), image: z.string(), expires_in: z.number() });
export type CaptchaReply = z.infer<typeof captchaReplySchema>;
