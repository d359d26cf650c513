import { Router } from 'express';
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
import { endpoint } from '../../http/endpoint.js';
import { requestOrigin } from '../../http/auth.js';
import type { Limiters } from '../../http/limits.js';
import type { RequestHandler } from 'express';
import type { AuthService } from './service.js';
import type { Captcha } from './captcha.js';
import type { Recovery } from './recovery.js';
import type { Sessions } from './sessions.js';
import type { PrismaClient } from '../../db/client.js';

interface Deps {
  auth: AuthService;
  captcha: Captcha;
  recovery: Recovery;
  sessions: Sessions;
  prisma: PrismaClient;
  limits: Limiters;
  member: RequestHandler;
}

export function authRoutes({ auth, captcha, recovery, sessions, prisma, limits, member }: Deps): Router {
  const r = Router();

  r.get('/captcha', endpoint({ schema: captchaQuerySchema, source: 'query' }, async (q) => ({ data: await captcha.issue(q.scene) })));

  const login = endpoint({ schema: loginSchema, order: LOGIN_ORDER }, async (input, req) => ({
    message: 'auth.loginOk',
    data: await auth.login(input, requestOrigin(req)),
  }));
  // /api/login is the client's login helper; /api/login_pc the original's path. Same use case.
  r.post(['/login_pc', '/login'], limits.loginPerIp, limits.loginPerAccount, login);

  r.post(
    '/register',
    limits.registerPerIp,
    endpoint({ schema: registerSchema, order: REGISTER_ORDER }, async (input, req) => ({
      message: 'register.ok',
      data: await auth.register(input, requestOrigin(req)),
    })),
  );

  // Registration through an agent's link: the short form; the client then goes to the visit URL.
  r.post(
    '/register_kv',
    limits.registerPerIp,
    endpoint({ schema: registerShortSchema, order: REGISTER_SHORT_ORDER }, async (input, req) => {
      const reply = await auth.registerShort(input, requestOrigin(req));
      const app = await prisma.appInfo.findUnique({ where: { id: 1 }, select: { visitUrl: true } });
      return { message: 'register.ok', data: { ...reply, url: app?.visitUrl ?? '' } };
    }),
  );

  r.post('/logoff', member, endpoint({}, async (_input, req) => {
    await sessions.revoke(req.member!.sessionId);
    return { message: 'auth.logoutOk' };
  }));

  r.post(
    '/sendSMSCaptcha',
    limits.codePerIp,
    endpoint({ schema: sendSmsCodeSchema, order: SEND_CODE_ORDER }, async (input, req) => {
      await recovery.sendCode('sms', input.phone, input.captcha_id, input.code, req.locale);
      return { message: 'code.sent' };
    }),
  );
  r.post(
    '/sendMailCaptcha',
    limits.codePerIp,
    endpoint({ schema: sendMailCodeSchema, order: SEND_CODE_ORDER }, async (input, req) => {
      await recovery.sendCode('email', input.mail, input.captcha_id, input.code, req.locale);
      return { message: 'code.sent' };
    }),
  );
  r.post(
    '/changePassword',
    limits.codePerIp,
    endpoint({ schema: forgotPasswordSchema, order: FORGOT_ORDER }, async (input) => ({
      message: 'password.changed',
      data: await recovery.resetPassword(input),
    })),
  );

  return r;
}
