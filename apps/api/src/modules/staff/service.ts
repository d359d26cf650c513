import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
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
  type TotpEnrolInput,
  type TotpEnrolReply,
} from '@portal/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { AdminContext, PublicContext } from '../../context.js';
import { AppError, denied, forbidden, invalid, notFound } from '../../errors.js';
import type { Clock } from '../../clock.js';
import type { PasswordHasher, Sessions } from '../../core.js';
import { beijingDateTime } from '../../time.js';
import type { Captcha } from '../../security/captcha.js';
import type { LoginGuard } from '../../security/login-guard.js';
import { verifyAuditChain, type Audit } from '../../audit/log.js';
import type { TotpVault } from '../../security/totp-vault.js';
import {
  adminById,
  adminByName,
  auditLogPage,
  clearTotp,
  clearTotpTries,
  confirmPending,
  countTotpTry,
  disableAdmin,
  enableAdmin,
  insertAdmin,
  lockSuperAdmins,
  otherActiveSupers,
  setAdminPassword,
  setAdminRole,
  setLastLogin,
  setTotpPending,
  spendStep,
  staffList,
  type AdminRow,
} from './store.js';

interface Deps {
  sql: SqlPool;
  sessions: Sessions;
  hasher: PasswordHasher;
  audit: Audit;
  loginGuard: LoginGuard;
  captcha: Captcha;
  clock: Clock;
  /** STAFF_TOTP_REQUIRED: super admins and finance staff must use a second factor. */
  totpRequired: boolean;
  /** Seals TOTP secrets at rest with STAFF_TOTP_KEY. */
  vault: TotpVault;
  /** RATE_LIMIT_WINDOW_SECONDS: how long wrong in-session TOTP codes are counted. */
  guessWindowSeconds: number;
}

const AUDIT_PAGE_SIZE = 20;
const TOTP_ISSUER = 'Portal back office';
/** Codes a signed-in staff member may try on enrol / confirm / disable per window before 429 (a stolen session cannot guess one). */
const TOTP_TRIES_PER_WINDOW = 5;

type Spent = 'ok' | 'wrong' | 'used';
const spentRefusal = (spent: Exclude<Spent, 'ok'>) => denied(spent === 'used' ? 'staff.totpUsed' : 'staff.totpWrong');

/** The advisory lock every disable or demotion of staff takes (see underSuperLock). */
const SUPER_ADMINS_LOCK = 'staff:super-admins';

const mustUseTotp = (role: StaffRole, totpRequired: boolean) => totpRequired && TOTP_REQUIRED_ROLES.includes(role);

/** Staff accounts of the back office: sign in and out, second factor, staff management, the audit log. */
export function createStaffService({ sql, sessions, hasher, audit, loginGuard, captcha, clock, totpRequired, vault, guessWindowSeconds }: Deps) {
  /** The RFC 6238 time step a six-digit code of this secret belongs to (one step of clock drift either way), or null. */
  async function matchingStep(secret: string, code: string | undefined): Promise<number | null> {
    if (!code || !/^\d{6}$/.test(code.trim())) return null;
    const result = await verifyTotp({ secret, token: code.trim(), epoch: Math.floor(clock.now().getTime() / 1000), epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /**
   * A code of the account's confirmed secret is accepted once: its time step is spent by a guarded
   * UPDATE, so the same code (or an older one) is refused afterwards, also when two requests bring
   * it at the same moment (the second waits for the first's row lock, then matches nothing).
   * Given the transaction of the change the code authorises, both commit or neither.
   */
  async function spendCode(db: Sql, admin: { id: number; totpSecret: string | null }, code: string | undefined): Promise<Spent> {
    if (!admin.totpSecret) return 'wrong';
    const step = await matchingStep(vault.open(admin.totpSecret, admin.id), code);
    if (step === null) return 'wrong';
    return (await spendStep(db, admin.id, admin.totpSecret, step)) ? 'ok' : 'used';
  }

  /**
   * Every code tried on the signed-in TOTP routes counts before it is checked (so parallel guesses
   * count too); past TOTP_TRIES_PER_WINDOW the account's tries are refused (429) until the window
   * ends, whatever RATE_LIMIT_MODE. A right code clears the count.
   */
  async function countTry(adminId: number): Promise<void> {
    const hits = await countTotpTry(sql, adminId, guessWindowSeconds);
    if (hits > TOTP_TRIES_PER_WINDOW) throw new AppError(ReplyCode.tooManyRequests, 'staff.totpTooManyTries', 429);
  }
  const clearTries = (adminId: number) => clearTotpTries(sql, adminId);

  /**
   * Changes the account's second factor only with a current code of it: the code is checked and
   * spent in the same transaction as `change`, which also writes the audit row.
   */
  async function withCurrentCode(
    { self, code }: { self: { id: number; totpSecret: string | null }; code: string | undefined },
    change: (tx: Sql) => Promise<void>,
  ): Promise<void> {
    if (!code) throw denied('staff.totpCurrentNeeded');
    await countTry(self.id);
    const spent = await sql.tx(async (tx) => {
      const verdict = await spendCode(tx, self, code);
      if (verdict === 'ok') await change(tx);
      return verdict;
    });
    if (spent !== 'ok') throw spentRefusal(spent);
    await clearTries(self.id);
  }

  /**
   * The first enrolment takes the sign-in password (counted with the code tries, so a stolen
   * session cannot guess it either): a session alone never sets the account's second factor.
   */
  async function withPassword(
    { self, password }: { self: { id: number; passwordHash: string }; password: string | undefined },
    change: (tx: Sql) => Promise<void>,
  ): Promise<void> {
    if (!password) throw denied('staff.totpPasswordNeeded');
    await countTry(self.id);
    if (!(await hasher.verify(password, self.passwordHash))) throw denied('staff.totpPasswordWrong');
    await sql.tx(change);
    await clearTries(self.id);
  }

  /** The caller's own account (a session of a removed account is refused before it gets here). */
  async function own(ctx: AdminContext): Promise<AdminRow> {
    const self = await adminById(sql, ctx.adminId);
    if (!self) throw new Error(`staff account ${ctx.adminId} of a live session is gone`);
    return self;
  }

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
    const found = await adminByName(sql, attempt.name);
    const ok = await hasher.verify(input.password, found?.passwordHash ?? '');
    if (!found || !ok || !isStaffRole(found.role)) {
      await loginGuard.failed(attempt);
      throw new AppError(ReplyCode.denied, 'auth.loginFailed');
    }
    if (found.disabledAt) throw denied('staff.disabled');
    if (found.totpSecret) {
      if (!input.otp) return { message: 'staff.totpRequired', data: { totp_required: true } };
      const spent = await spendCode(sql, found, input.otp);
      if (spent !== 'ok') {
        await loginGuard.failed(attempt);
        throw spentRefusal(spent);
      }
    }
    await loginGuard.succeeded(attempt);
    const token = await sessions.issue('admin', found.id, ctx);
    await setLastLogin(sql, found.id, clock.now());
    await audit(sql, {
      adminId: found.id,
      role: found.role,
      ip: ctx.ip,
      action: 'admin.login',
      target: found.name,
      detail: { ip: ctx.ip, totp: !!found.totpSecret },
    });
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
    await audit(sql, { adminId: ctx.adminId, action: 'admin.logout' });
  }

  async function me(ctx: AdminContext): Promise<StaffMeReply> {
    const self = await own(ctx);
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

  /**
   * A new secret, kept pending (sealed) until a code from the app confirms it; the old one (if
   * any) stays in force until then. Replacing an enrolled secret needs a current code of it, so a
   * stolen session cannot swap the owner's authenticator for its own.
   */
  async function totpEnrol(ctx: AdminContext, input: TotpEnrolInput): Promise<TotpEnrolReply> {
    const self = await own(ctx);
    const secret = generateSecret();
    const start = async (tx: Sql) => {
      await setTotpPending(tx, self.id, vault.seal(secret, self.id));
      await audit(tx, { adminId: ctx.adminId, action: 'staff.totp.enrol', target: self.name, detail: { replacing: !!self.totpSecret } });
    };
    if (self.totpSecret) await withCurrentCode({ self, code: input.code }, start);
    else await withPassword({ self, password: input.password }, start);
    const uri = generateURI({ issuer: TOTP_ISSUER, label: self.name, secret });
    return { secret, uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
  }

  /** A code of the pending secret switches it on (replacing the old one); its time step counts as used. */
  async function totpConfirm(ctx: AdminContext, input: TotpCodeInput) {
    const self = await own(ctx);
    const pending = self.totpPending;
    if (!pending) throw invalid('staff.totpNotEnrolling');
    await countTry(self.id);
    const step = await matchingStep(vault.open(pending, self.id), input.code);
    if (step === null) throw denied('staff.totpWrong');
    await sql.tx(async (tx) => {
      if (!(await confirmPending(tx, self.id, pending, step))) throw invalid('staff.totpNotEnrolling');
      await audit(tx, { adminId: ctx.adminId, action: 'staff.totp.enable', target: self.name, before: { totp: !!self.totpSecret }, after: { totp: true } });
    });
    await clearTries(self.id);
    return { message: 'staff.totpOn' as const };
  }

  async function totpDisable(ctx: AdminContext, input: TotpCodeInput) {
    if (mustUseTotp(ctx.role, totpRequired)) throw denied('staff.totpMandatory');
    const self = await own(ctx);
    if (!self.totpSecret) throw invalid('staff.totpNotEnrolling');
    await withCurrentCode({ self, code: input.code }, async (tx) => {
      await clearTotp(tx, self.id);
      await audit(tx, { adminId: ctx.adminId, action: 'staff.totp.disable', target: self.name, before: { totp: true }, after: { totp: false } });
    });
    return { message: 'staff.totpOff' as const };
  }

  // ---- staff management (super admin) ----

  async function create(ctx: AdminContext, input: StaffCreateInput) {
    const passwordHash = await hasher.hash(input.password);
    try {
      return await sql.tx(async (tx) => {
        const id = await insertAdmin(tx, { name: input.name, passwordHash, role: input.role });
        await audit(tx, { adminId: ctx.adminId, action: 'staff.create', target: input.name, after: { id, name: input.name, role: input.role } });
        return { id };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ReplyCode.nameTaken, 'staff.nameTaken');
      throw err;
    }
  }

  async function list(): Promise<StaffListReply> {
    const rows = await staffList(sql, clock.now());
    return rows.map((a) => ({
      id: a.id,
      name: a.name,
      role: isStaffRole(a.role) ? a.role : 'support',
      disabled: !!a.disabledAt,
      totp_enabled: !!a.totpSecret,
      created_at: beijingDateTime(a.createdAt),
      last_login_at: a.lastLoginAt ? beijingDateTime(a.lastLoginAt) : null,
      live_sessions: a.liveSessions,
    }));
  }

  /** Another staff account by id (not the caller's own: nobody disables or demotes themselves). */
  async function other(ctx: AdminContext, id: number) {
    if (id === ctx.adminId) throw denied('staff.notSelf');
    const found = await adminById(sql, id);
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
  async function underSuperLock(tx: Sql, ctx: AdminContext, targetId: number, { removesSuper }: { removesSuper: boolean }): Promise<AdminRow> {
    await lockSuperAdmins(tx, SUPER_ADMINS_LOCK);
    const caller = await adminById(tx, ctx.adminId);
    if (!caller || caller.disabledAt || caller.role !== 'super') throw forbidden();
    const target = await adminById(tx, targetId);
    if (!target) throw notFound('staff.notFound');
    if (removesSuper && target.role === 'super' && !target.disabledAt && (await otherActiveSupers(tx, target.id)) === 0) throw denied('staff.lastSuper');
    return target;
  }

  /** Disabled: cannot sign in, and every session it has ends now. */
  async function disable(ctx: AdminContext, input: StaffIdInput) {
    const { id } = await other(ctx, input.id);
    const target = await sql.tx(async (tx) => {
      const target = await underSuperLock(tx, ctx, id, { removesSuper: true });
      await disableAdmin(tx, target.id, clock.now());
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'staff.disable',
        target: target.name,
        before: { disabled: !!target.disabledAt },
        after: { disabled: true },
      });
      return target;
    });
    await sessions.revokeAllOfAdmin(target.id);
  }

  async function enable(ctx: AdminContext, input: StaffIdInput) {
    const target = await other(ctx, input.id);
    await sql.tx(async (tx) => {
      await enableAdmin(tx, target.id);
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'staff.enable',
        target: target.name,
        before: { disabled: !!target.disabledAt },
        after: { disabled: false },
      });
    });
  }

  /** A new password set by a super admin; the account's sessions end (it signs in again with it). */
  async function resetPassword(ctx: AdminContext, input: StaffResetPasswordInput) {
    const target = await adminById(sql, input.id);
    if (!target) throw notFound('staff.notFound');
    const passwordHash = await hasher.hash(input.password);
    await sql.tx(async (tx) => {
      await setAdminPassword(tx, target.id, passwordHash);
      await audit(tx, { adminId: ctx.adminId, action: 'staff.resetPassword', target: target.name });
    });
    if (target.id !== ctx.adminId) await sessions.revokeAllOfAdmin(target.id);
  }

  async function setRole(ctx: AdminContext, input: StaffRoleInput) {
    const { id } = await other(ctx, input.id);
    const target = await sql.tx(async (tx) => {
      const target = await underSuperLock(tx, ctx, id, { removesSuper: input.role !== 'super' });
      await setAdminRole(tx, target.id, input.role);
      await audit(tx, { adminId: ctx.adminId, action: 'staff.role', target: target.name, before: { role: target.role }, after: { role: input.role } });
      return target;
    });
    await sessions.revokeAllOfAdmin(target.id);
  }

  async function revokeSessions(ctx: AdminContext, input: StaffIdInput) {
    const target = await other(ctx, input.id);
    await sessions.revokeAllOfAdmin(target.id);
    await audit(sql, { adminId: ctx.adminId, action: 'staff.revokeSessions', target: target.name });
  }

  /** The caller's own sessions but the one in use (a token left signed in elsewhere, or stolen): how many ended. */
  async function revokeOwnSessions(ctx: AdminContext): Promise<StaffRevokeOwnReply> {
    const ended = await sessions.revokeAllOfAdmin(ctx.adminId, { except: ctx.sessionId });
    const self = await own(ctx);
    await audit(sql, { adminId: ctx.adminId, action: 'staff.revokeOwnSessions', target: self.name, detail: { ended } });
    return { ended };
  }

  /** Clears a lost second factor: the account enrols again on its next sign-in. */
  async function resetTotp(ctx: AdminContext, input: StaffIdInput) {
    const target = await other(ctx, input.id);
    await sql.tx(async (tx) => {
      await clearTotp(tx, target.id);
      await audit(tx, { adminId: ctx.adminId, action: 'staff.resetTotp', target: target.name, before: { totp: !!target.totpSecret }, after: { totp: false } });
    });
    await sessions.revokeAllOfAdmin(target.id);
  }

  // ---- the audit log ----

  async function auditPage(q: AuditQueryInput): Promise<AuditPageReply> {
    const { rows, count } = await auditLogPage(sql, { actor: q.actor ?? '', action: q.action ?? '' }, q.page, AUDIT_PAGE_SIZE);
    const data = rows.map((r): AuditRow => ({
      id: Number(r.id),
      admin_id: r.admin_id,
      admin: r.admin,
      role: r.role,
      action: r.action,
      target: r.target,
      detail: r.detail,
      before: r.before ?? null,
      after: r.after ?? null,
      amount: r.amount,
      ip: r.ip,
      created_at: beijingDateTime(r.created_at),
      hash: r.hash,
    }));
    return pageOf(data, count, q.page, AUDIT_PAGE_SIZE);
  }

  const auditVerify = (input: { full?: boolean } = {}) => verifyAuditChain(sql, { full: input.full === true });

  return {
    login,
    logout,
    me,
    totpEnrol,
    totpConfirm,
    totpDisable,
    create,
    list,
    disable,
    enable,
    resetPassword,
    setRole,
    revokeSessions,
    revokeOwnSessions,
    resetTotp,
    auditPage,
    auditVerify,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
