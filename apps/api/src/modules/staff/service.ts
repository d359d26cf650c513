import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import {
  ADMIN_PERMISSIONS,
  isStaffRole,
  mayCall,
  pageOf,
  ReplyCode,
  TOTP_REQUIRED_ROLES,
  type AdminLoginInput,
  type AuditPageReply,
  type AuditQueryInput,
  type AuditRow,
  type StaffCreateInput,
  type StaffIdInput,
  type StaffListReply,
  type StaffLoginReply,
  type StaffMeReply,
  type StaffResetPasswordInput,
  type StaffRevokeOwnReply,
  type StaffRole,
  type StaffRoleInput,
  type TotpCodeInput,
  type TotpEnrolReply,
} from '@portal/contracts';
import { Prisma, type PrismaClient } from '../../db/client.js';
import type { AdminContext, PublicContext } from '../../context.js';
import { AppError, denied, forbidden, invalid, notFound } from '../../errors.js';
import type { Clock } from '../../clock.js';
import type { PasswordHasher, Sessions } from '../../core.js';
import { beijingDateTime } from '../../time.js';
import type { Captcha, LoginGuard } from '../auth/index.js';
import { verifyAuditChain, type Audit } from './audit.js';

interface Deps {
  prisma: PrismaClient;
  sessions: Sessions;
  hasher: PasswordHasher;
  audit: Audit;
  loginGuard: LoginGuard;
  captcha: Captcha;
  clock: Clock;
  /** STAFF_TOTP_REQUIRED: super admins and finance staff must use a second factor. */
  totpRequired: boolean;
}

const AUDIT_PAGE_SIZE = 20;
const TOTP_ISSUER = 'Portal back office';
/** The advisory lock every disable or demotion of staff takes (see underSuperLock). */
const SUPER_ADMINS_LOCK = 'staff:super-admins';

const mustUseTotp = (role: StaffRole, totpRequired: boolean) => totpRequired && TOTP_REQUIRED_ROLES.includes(role);

/** Staff accounts of the back office: sign in and out, second factor, staff management, the audit log. */
export function createStaffService({ prisma, sessions, hasher, audit, loginGuard, captcha, clock, totpRequired }: Deps) {
  const codeMatches = async (secret: string, code: string | undefined) =>
    !!code && /^\d{6}$/.test(code.trim()) && (await verifyTotp({ secret, token: code.trim(), epoch: Math.floor(clock.now().getTime() / 1000), epochTolerance: 30 })).valid;

  /**
   * A guessing IP is refused for the account it guesses; the account is never refused, only asked
   * for an image code once it has many failures, so a stranger cannot shut staff out of the back office.
   * A disabled account is refused after its password is right (a guesser learns nothing). An account
   * with a second factor is asked for its code (a reply without a token) and refused on a wrong one.
   */
  async function login(ctx: PublicContext, input: AdminLoginInput): Promise<{ message: 'auth.loginOk' | 'staff.totpRequired'; data: StaffLoginReply }> {
    const attempt = { realm: 'staff' as const, name: input.name.trim(), ip: ctx.ip };
    const verdict = await loginGuard.verdict(attempt);
    if (verdict === 'refused') throw new AppError(ReplyCode.tooManyRequests, 'common.tooManyRequests', 429);
    if (verdict === 'captcha' && !(await captcha.verify('login', input.captcha_id, input.code))) {
      throw new AppError(ReplyCode.validation, input.captcha_id ? 'auth.codeWrong' : 'auth.captchaNeeded');
    }
    const found = await prisma.admin.findUnique({ where: { name: attempt.name } });
    const ok = await hasher.verify(input.password, found?.passwordHash ?? '');
    if (!found || !ok || !isStaffRole(found.role)) {
      await loginGuard.failed(attempt);
      throw new AppError(ReplyCode.denied, 'auth.loginFailed');
    }
    if (found.disabledAt) throw denied('staff.disabled');
    if (found.totpSecret) {
      if (!input.otp) return { message: 'staff.totpRequired', data: { totp_required: true } };
      if (!(await codeMatches(found.totpSecret, input.otp))) {
        await loginGuard.failed(attempt);
        throw denied('staff.totpWrong');
      }
    }
    await loginGuard.succeeded(attempt);
    const token = await sessions.issue('admin', found.id, ctx);
    await prisma.admin.update({ where: { id: found.id }, data: { lastLoginAt: clock.now() } });
    await audit(prisma, { adminId: found.id, role: found.role, ip: ctx.ip, action: 'admin.login', target: found.name, detail: { ip: ctx.ip, totp: !!found.totpSecret } });
    return {
      message: 'auth.loginOk',
      data: {
        api_token: token,
        name: found.name,
        role: found.role,
        expires_at: beijingDateTime(sessions.expiresAt('admin')),
        must_enrol_totp: mustUseTotp(found.role, totpRequired) && !found.totpSecret,
      },
    };
  }

  async function logout(ctx: AdminContext) {
    await sessions.revoke(ctx.sessionId);
    await audit(prisma, { adminId: ctx.adminId, action: 'admin.logout' });
  }

  async function me(ctx: AdminContext): Promise<StaffMeReply> {
    const self = await prisma.admin.findUniqueOrThrow({ where: { id: ctx.adminId } });
    return {
      id: self.id,
      name: self.name,
      role: ctx.role,
      totp_enabled: !!self.totpSecret,
      must_enrol_totp: mustUseTotp(ctx.role, totpRequired) && !self.totpSecret,
      allowed_paths: Object.keys(ADMIN_PERMISSIONS).filter((p) => mayCall(ctx.role, p)),
    };
  }

  // ---- second factor (each staff member for their own account) ----

  /** A new secret, kept pending until a code from the app confirms it; the old one (if any) stays in force until then. */
  async function totpEnrol(ctx: AdminContext): Promise<TotpEnrolReply> {
    const self = await prisma.admin.findUniqueOrThrow({ where: { id: ctx.adminId } });
    const secret = generateSecret();
    await prisma.admin.update({ where: { id: ctx.adminId }, data: { totpPending: secret } });
    return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: self.name, secret }) };
  }

  async function totpConfirm(ctx: AdminContext, input: TotpCodeInput) {
    const self = await prisma.admin.findUniqueOrThrow({ where: { id: ctx.adminId } });
    if (!self.totpPending) throw invalid('staff.totpNotEnrolling');
    if (!(await codeMatches(self.totpPending, input.code))) throw denied('staff.totpWrong');
    await prisma.$transaction(async (tx) => {
      await tx.admin.update({ where: { id: ctx.adminId }, data: { totpSecret: self.totpPending, totpPending: null } });
      await audit(tx, { adminId: ctx.adminId, action: 'staff.totp.enable', target: self.name, before: { totp: !!self.totpSecret }, after: { totp: true } });
    });
    return { message: 'staff.totpOn' as const };
  }

  async function totpDisable(ctx: AdminContext, input: TotpCodeInput) {
    if (mustUseTotp(ctx.role, totpRequired)) throw denied('staff.totpMandatory');
    const self = await prisma.admin.findUniqueOrThrow({ where: { id: ctx.adminId } });
    if (!self.totpSecret) throw invalid('staff.totpNotEnrolling');
    if (!(await codeMatches(self.totpSecret, input.code))) throw denied('staff.totpWrong');
    await prisma.$transaction(async (tx) => {
      await tx.admin.update({ where: { id: ctx.adminId }, data: { totpSecret: null, totpPending: null } });
      await audit(tx, { adminId: ctx.adminId, action: 'staff.totp.disable', target: self.name, before: { totp: true }, after: { totp: false } });
    });
    return { message: 'staff.totpOff' as const };
  }

  // ---- staff management (super admin) ----

  async function create(ctx: AdminContext, input: StaffCreateInput) {
    const passwordHash = await hasher.hash(input.password);
    try {
      return await prisma.$transaction(async (tx) => {
        const row = await tx.admin.create({ data: { name: input.name, passwordHash, role: input.role }, select: { id: true } });
        await audit(tx, { adminId: ctx.adminId, action: 'staff.create', target: input.name, after: { id: row.id, name: input.name, role: input.role } });
        return { id: row.id };
      });
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw new AppError(ReplyCode.nameTaken, 'staff.nameTaken');
      throw err;
    }
  }

  async function list(): Promise<StaffListReply> {
    const rows = await prisma.admin.findMany({
      orderBy: { id: 'asc' },
      include: { _count: { select: { sessions: { where: { revokedAt: null, expiresAt: { gt: clock.now() } } } } } },
    });
    return rows.map((a) => ({
      id: a.id,
      name: a.name,
      role: isStaffRole(a.role) ? a.role : 'support',
      disabled: !!a.disabledAt,
      totp_enabled: !!a.totpSecret,
      created_at: beijingDateTime(a.createdAt),
      last_login_at: a.lastLoginAt ? beijingDateTime(a.lastLoginAt) : null,
      live_sessions: a._count.sessions,
    }));
  }

  /** Another staff account by id (not the caller's own: nobody disables or demotes themselves). */
  async function other(ctx: AdminContext, id: number) {
    if (id === ctx.adminId) throw denied('staff.notSelf');
    const found = await prisma.admin.findUnique({ where: { id } });
    if (!found) throw notFound('staff.notFound');
    return found;
  }

  /**
   * Every change that can take a super admin away (disabling, demoting) runs under one lock, with
   * the caller and the target read again inside it: the caller must still be an active super admin
   * (one disabled or demoted a moment ago by another is refused), and the change must leave at least
   * one active super admin. Two super admins disabling each other at the same instant: the second
   * waits for the first, then is refused.
   */
  async function underSuperLock(tx: Prisma.TransactionClient, ctx: AdminContext, targetId: number, { removesSuper }: { removesSuper: boolean }) {
    await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${SUPER_ADMINS_LOCK}))`;
    const caller = await tx.admin.findUnique({ where: { id: ctx.adminId }, select: { role: true, disabledAt: true } });
    if (!caller || caller.disabledAt || caller.role !== 'super') throw forbidden();
    const target = await tx.admin.findUniqueOrThrow({ where: { id: targetId } });
    if (removesSuper && target.role === 'super' && !target.disabledAt) {
      const others = await tx.admin.count({ where: { role: 'super', disabledAt: null, id: { not: target.id } } });
      if (others === 0) throw denied('staff.lastSuper');
    }
    return target;
  }

  /** Disabled: cannot sign in, and every session it has ends now. */
  async function disable(ctx: AdminContext, input: StaffIdInput) {
    const { id } = await other(ctx, input.id);
    const target = await prisma.$transaction(async (tx) => {
      const target = await underSuperLock(tx, ctx, id, { removesSuper: true });
      await tx.admin.update({ where: { id: target.id }, data: { disabledAt: target.disabledAt ?? clock.now() } });
      await audit(tx, { adminId: ctx.adminId, action: 'staff.disable', target: target.name, before: { disabled: !!target.disabledAt }, after: { disabled: true } });
      return target;
    });
    await sessions.revokeAllOfAdmin(target.id);
  }

  async function enable(ctx: AdminContext, input: StaffIdInput) {
    const target = await other(ctx, input.id);
    await prisma.$transaction(async (tx) => {
      await tx.admin.update({ where: { id: target.id }, data: { disabledAt: null } });
      await audit(tx, { adminId: ctx.adminId, action: 'staff.enable', target: target.name, before: { disabled: !!target.disabledAt }, after: { disabled: false } });
    });
  }

  /** A new password set by a super admin; the account's sessions end (it signs in again with it). */
  async function resetPassword(ctx: AdminContext, input: StaffResetPasswordInput) {
    const target = await prisma.admin.findUnique({ where: { id: input.id } });
    if (!target) throw notFound('staff.notFound');
    const passwordHash = await hasher.hash(input.password);
    await prisma.$transaction(async (tx) => {
      await tx.admin.update({ where: { id: target.id }, data: { passwordHash } });
      await audit(tx, { adminId: ctx.adminId, action: 'staff.resetPassword', target: target.name });
    });
    if (target.id !== ctx.adminId) await sessions.revokeAllOfAdmin(target.id);
  }

  async function setRole(ctx: AdminContext, input: StaffRoleInput) {
    const { id } = await other(ctx, input.id);
    const target = await prisma.$transaction(async (tx) => {
      const target = await underSuperLock(tx, ctx, id, { removesSuper: input.role !== 'super' });
      await tx.admin.update({ where: { id: target.id }, data: { role: input.role } });
      await audit(tx, { adminId: ctx.adminId, action: 'staff.role', target: target.name, before: { role: target.role }, after: { role: input.role } });
      return target;
    });
    await sessions.revokeAllOfAdmin(target.id);
  }

  async function revokeSessions(ctx: AdminContext, input: StaffIdInput) {
    const target = await other(ctx, input.id);
    await sessions.revokeAllOfAdmin(target.id);
    await audit(prisma, { adminId: ctx.adminId, action: 'staff.revokeSessions', target: target.name });
  }

  /** The caller's own sessions but the one in use (a token left signed in elsewhere, or stolen): how many ended. */
  async function revokeOwnSessions(ctx: AdminContext): Promise<StaffRevokeOwnReply> {
    const ended = await sessions.revokeAllOfAdmin(ctx.adminId, { except: ctx.sessionId });
    const self = await prisma.admin.findUniqueOrThrow({ where: { id: ctx.adminId }, select: { name: true } });
    await audit(prisma, { adminId: ctx.adminId, action: 'staff.revokeOwnSessions', target: self.name, detail: { ended } });
    return { ended };
  }

  /** Clears a lost second factor: the account enrols again on its next sign-in. */
  async function resetTotp(ctx: AdminContext, input: StaffIdInput) {
    const target = await other(ctx, input.id);
    await prisma.$transaction(async (tx) => {
      await tx.admin.update({ where: { id: target.id }, data: { totpSecret: null, totpPending: null } });
      await audit(tx, { adminId: ctx.adminId, action: 'staff.resetTotp', target: target.name, before: { totp: !!target.totpSecret }, after: { totp: false } });
    });
    await sessions.revokeAllOfAdmin(target.id);
  }

  // ---- the audit log ----

  async function auditPage(q: AuditQueryInput): Promise<AuditPageReply> {
    const where: Prisma.AuditLogWhereInput = {
      ...(q.actor ? { admin: { name: q.actor } } : {}),
      ...(q.action ? { action: { startsWith: q.action } } : {}),
    };
    const [total, rows] = await Promise.all([
      prisma.auditLog.count({ where }),
      prisma.auditLog.findMany({ where, orderBy: { id: 'desc' }, skip: (q.page - 1) * AUDIT_PAGE_SIZE, take: AUDIT_PAGE_SIZE, include: { admin: { select: { name: true } } } }),
    ]);
    const data = rows.map(
      (r): AuditRow => ({
        id: Number(r.id),
        admin_id: r.adminId,
        admin: r.admin.name,
        role: r.role,
        action: r.action,
        target: r.target,
        detail: r.detail,
        before: r.before ?? null,
        after: r.after ?? null,
        amount: r.amount ? r.amount.toFixed(2) : null,
        ip: r.ip,
        created_at: beijingDateTime(r.createdAt),
        hash: r.hash,
      }),
    );
    return pageOf(data, total, q.page, AUDIT_PAGE_SIZE);
  }

  const auditVerify = () => verifyAuditChain(prisma);

  return { login, logout, me, totpEnrol, totpConfirm, totpDisable, create, list, disable, enable, resetPassword, setRole, revokeSessions, revokeOwnSessions, resetTotp, auditPage, auditVerify };
}

export type StaffService = ReturnType<typeof createStaffService>;
