import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import {
  captchaQuerySchema,
  loginSchema,
  LOGIN_ORDER,
  registerSchema,
  REGISTER_ORDER,
  registerShortSchema,
  REGISTER_SHORT_ORDER,
  sendSmsCodeSchema,
  sendMailCodeSchema,
  SEND_CODE_ORDER,
  forgotPasswordSchema,
  FORGOT_ORDER,
} from '@portal/contracts';
import type { Core } from '../../core.js';
import type { Endpoints } from '../../http/endpoint.js';
import { contactOf } from '../verification/index.js';
import type { AuthService } from './service.js';
import type { Captcha } from '../../security/captcha.js';
import type { Recovery } from './recovery.js';

interface Deps {
  auth: AuthService;
  captcha: Captcha;
  recovery: Recovery;
  limits: Core['limits'];
}

export function authRoutes(ep: Endpoints, { auth, captcha, recovery, limits }: Deps): Router {
  const r = createRouter();

  r.get('/captcha', ...ep.public({ schema: captchaQuerySchema, source: 'query', use: [limits.captchaPerIp] }, async (q) => ({ data: await captcha.issue(q.scene) })));

  // /api/login is the client's login helper; /api/login_pc the original's path. Same use case.
  r.post(['/login_pc', '/login'], ...ep.public({ schema: loginSchema, order: LOGIN_ORDER, use: [limits.loginPerIp] }, async (input, ctx) => ({
    message: 'auth.loginOk',
    data: await auth.login(ctx, input),
  })));

  r.post('/register', ...ep.public({ schema: registerSchema, order: REGISTER_ORDER, use: [limits.registerPerIp] }, async (input, ctx) => ({
    message: 'register.ok',
    data: await auth.register(ctx, input),
  })));

  // Registration through an agent's link: the short form; the client then goes to the visit URL.
  r.post('/register_kv', ...ep.public({ schema: registerShortSchema, order: REGISTER_SHORT_ORDER, use: [limits.registerPerIp] }, async (input, ctx) => ({
    message: 'register.ok',
    data: await auth.registerShort(ctx, input),
  })));

  r.post('/logoff', ...ep.member({}, async (_input, ctx) => {
    await auth.logout(ctx);
    return { message: 'auth.logoutOk' };
  }));

  // Forgot password, step 1: a code by SMS or by email (the image captcha guards sending).
  const sendCode = [
    ['/sendSMSCaptcha', 'sms', sendSmsCodeSchema],
    ['/sendMailCaptcha', 'email', sendMailCodeSchema],
  ] as const;
  for (const [path, channel, schema] of sendCode) {
    r.post(path, ...ep.public({ schema, order: SEND_CODE_ORDER, use: [limits.codePerIp] }, async (input, ctx) => {
      await recovery.sendCode(ctx, { channel, target: contactOf(input), captchaId: input.captcha_id, code: input.code });
      return { message: 'code.sent' };
    }));
  }

  r.post('/changePassword', ...ep.public({ schema: forgotPasswordSchema, order: FORGOT_ORDER, use: [limits.codePerIp] }, async (input) => ({
    message: 'password.changed',
    data: await recovery.resetPassword(input),
  })));

  return r;
}
