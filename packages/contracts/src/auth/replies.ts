import { z } from 'zod';

export const loginReplySchema = z.object({ username: z.string(), api_token: z.string() });
export type LoginReply = z.infer<typeof loginReplySchema>;
/** /api/register_kv: the login reply and the visit site's link (with the referrer's pid) the page goes on to. */
export const registerShortReplySchema = loginReplySchema.extend({ url: z.string() });

export const captchaReplySchema = z.object({ captcha_id: z.string(), image: z.string(), expires_in: z.number() });
export type CaptchaReply = z.infer<typeof captchaReplySchema>;
