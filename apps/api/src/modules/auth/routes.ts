import { type Router } from 'express';
import type { Core } from '../../core.js';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import { FORGOT_ORDER, forgotPasswordSchema } from '@portal/contracts';
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
  const { router, route } = apiRouter(ep);

  route('auth.captcha', { use: [limits.captchaPerIp] }, async (q) => ({ data: await captcha.issue(q.scene) }));

  // /api/login is the client's login helper; /api/login_pc the original's path (an alias in the table). Same use case.
  route('auth.login', { use: [limits.loginPerIp] }, async (input, ctx) => ({ message: 'auth.loginOk', data: await auth.login(ctx, input) }));

  route('auth.register', { use: [limits.registerPerIp] }, async (input, ctx) => ({ message: 'register.ok', data: await auth.register(ctx, input) }));

  // Registration through an agent's link: the short form; the client then goes to the visit URL.
  route('auth.registerShort', { use: [limits.registerPerIp] }, async (input, ctx) => ({ message: 'register.ok', data: await auth.registerShort(ctx, input) }));

  route('auth.logout', async (_input, ctx) => {
    await auth.logout(ctx);
    return { message: 'auth.logoutOk' };
  });

  // Forgot password, step 1: a code by SMS or by email (the image captcha guards sending).
  route('auth.sendSmsCode', { use: [limits.codePerIp] }, async (input, ctx) => {
    await recovery.sendCode(ctx, { channel: 'sms', target: contactOf(input), captchaId: input.captcha_id, code: input.code });
    return { message: 'code.sent' };
  });
  route('auth.sendMailCode', { use: [limits.codePerIp] }, async (input, ctx) => {
    await recovery.sendCode(ctx, { channel: 'email', target: contactOf(input), captchaId: input.captcha_id, code: input.code });
    return { message: 'code.sent' };
  });

  // The forgot form; a body with `newpasword` is a signed-in member's change by code (profile module).
  route(
    'auth.resetPassword',
    { use: [limits.codePerIp], variant: { when: (body) => body.newpasword === undefined, schema: forgotPasswordSchema, order: FORGOT_ORDER } },
    async (input) => ({ message: 'password.changed', data: await recovery.resetPassword(input) }),
  );

  return router;
}
