import { ReplyCode, type AdminLoginInput } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import type { AdminContext, PublicContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { PasswordHasher, Sessions } from '../../core.js';
import type { Audit } from './audit.js';

interface Deps {
  prisma: PrismaClient;
  sessions: Sessions;
  hasher: PasswordHasher;
  audit: Audit;
}

/** Staff sign in and out of the back office; both are audited. */
export function createStaffService({ prisma, sessions, hasher, audit }: Deps) {
  async function login(ctx: PublicContext, input: AdminLoginInput) {
    const found = await prisma.admin.findUnique({ where: { name: input.name.trim() } });
    const ok = await hasher.verify(input.password, found?.passwordHash ?? '');
    if (!found || !ok) throw new AppError(ReplyCode.denied, 'auth.loginFailed');
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
