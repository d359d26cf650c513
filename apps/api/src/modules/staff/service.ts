import { ReplyCode, type AdminLoginInput } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import type { AdminContext, PublicContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { PasswordHasher, Sessions } from '../../core.js';
import type { Captcha, LoginGuard } from '../auth/index.js';
import type { Audit } from './audit.js';

interface Deps {
  prisma: PrismaClient;
  sessions: Sessions;
  hasher: PasswordHasher;
  audit: Audit;
  loginGuard: LoginGuard;
  captcha: Captcha;
}

/** Staff sign in and out of the back office; both are audited. */
export function createStaffService({ prisma, sessions, hasher, audit, loginGuard, captcha }: Deps) {
  /**
   * A guessing IP is refused for the account it guesses; the account is never refused, only asked
   * for an image code once it has many failures, so a stranger cannot shut staff out of the back office.
   */
  async function login(ctx: PublicContext, input: AdminLoginInput) {
    const attempt = { realm: 'staff' as const, name: input.name.trim(), ip: ctx.ip };
    const verdict = await loginGuard.verdict(attempt);
    if (verdict === 'refused') throw new AppError(ReplyCode.tooManyRequests, 'common.tooManyRequests', 429);
    if (verdict === 'captcha' && !(await captcha.verify('login', input.captcha_id, input.code))) {
      throw new AppError(ReplyCode.validation, input.captcha_id ? 'auth.codeWrong' : 'auth.captchaNeeded');
    }
    const found = await prisma.admin.findUnique({ where: { name: attempt.name } });
    const ok = await hasher.verify(input.password, found?.passwordHash ?? '');
    if (!found || !ok) {
      await loginGuard.failed(attempt);
      throw new AppError(ReplyCode.denied, 'auth.loginFailed');
    }
    await loginGuard.succeeded(attempt);
    const token = await sessions.issue('admin', found.id, ctx);
    await audit(prisma, { adminId: found.id, action: 'admin.login', target: found.name, detail: { ip: ctx.ip } });
    return { api_token: token, name: found.name, role: found.role };
  }

  async function logout(ctx: AdminContext) {
    await sessions.revoke(ctx.sessionId);
    await audit(prisma, { adminId: ctx.adminId, action: 'admin.logout' });
  }

  return { login, logout };
}

export type StaffService = ReturnType<typeof createStaffService>;
