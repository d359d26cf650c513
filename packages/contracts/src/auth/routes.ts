import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import {
  captchaQuerySchema,
  FORGOT_ORDER,
  forgotPasswordSchema,
  LOGIN_ORDER,
  loginSchema,
  REGISTER_ORDER,
  REGISTER_SHORT_ORDER,
  registerSchema,
  registerShortSchema,
  SEND_CODE_ORDER,
  sendMailCodeSchema,
  sendSmsCodeSchema,
} from './schemas.js';
import { changePasswordByCodeSchema } from '../profile/schemas.js';
import { captchaReplySchema, loginReplySchema, registerShortReplySchema } from './replies.js';

/** Sign-in, registration and the forgotten password (spec §7). */
export const authRoutes = defineRoutes({
  'auth.captcha': {
    method: 'get',
    path: '/api/captcha',
    realm: 'public',
    summary: 'An image captcha for a scene',
    request: captchaQuerySchema,
    source: 'query',
    reply: captchaReplySchema,
  },
  // /api/login is the client's login path; /api/login_pc the original's. Same use case.
  'auth.login': {
    method: 'post',
    path: '/api/login_pc',
    aliases: [{ method: 'post', path: '/api/login' }],
    realm: 'public',
    summary: 'Member sign-in',
    request: loginSchema,
    order: LOGIN_ORDER,
    reply: loginReplySchema,
  },
  'auth.register': {
    method: 'post',
    path: '/api/register',
    realm: 'public',
    summary: 'Register a member',
    request: registerSchema,
    order: REGISTER_ORDER,
    reply: loginReplySchema,
  },
  'auth.registerShort': {
    method: 'post',
    path: '/api/register_kv',
    realm: 'public',
    summary: "Register through an agent's link (the short form)",
    request: registerShortSchema,
    order: REGISTER_SHORT_ORDER,
    reply: registerShortReplySchema,
  },
  'auth.logout': { method: 'post', path: '/api/logoff', realm: 'member', summary: 'Sign out', reply: z.null() },
  'auth.sendSmsCode': {
    method: 'post',
    path: '/api/sendSMSCaptcha',
    realm: 'public',
    summary: 'Forgot password: a code by SMS',
    request: sendSmsCodeSchema,
    order: SEND_CODE_ORDER,
    reply: z.null(),
  },
  'auth.sendMailCode': {
    method: 'post',
    path: '/api/sendMailCaptcha',
    realm: 'public',
    summary: 'Forgot password: a code by email',
    request: sendMailCodeSchema,
    order: SEND_CODE_ORDER,
    reply: z.null(),
  },
  // Two forms share the path (spec §7): the forgot form (phone, code, password, confirmPass), open to
  // anyone, and a signed-in member's change by a code sent to their own phone or email (phone, code,
  // newpasword, password), which needs the session as well; the body's `newpasword` says which.
  'auth.resetPassword': {
    method: 'post',
    path: '/api/changePassword',
    realm: 'public',
    optionalMember: true,
    summary: "Forgot password, or a signed-in member's change by a code to their own phone or email",
    request: z.union([forgotPasswordSchema, changePasswordByCodeSchema]),
    order: FORGOT_ORDER,
    reply: z.object({ username: z.string() }),
  },
});
