import type { CaptchaScene, LoginInput, LoginReply, RegisterInput, RegisterShortInput } from '@portal/contracts';
import { ReplyCode, withPid } from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import { uniqueFields, isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../clock.js';
import type { MemberContext, Origin, PublicContext } from '../../context.js';
import { AppError, invalid } from '../../errors.js';
import type { SiteSettings } from '../site/index.js';
import type { Wallet } from '../wallet/index.js';
import type { Captcha } from '../../security/captcha.js';
import type { LoginGuard } from '../../security/login-guard.js';
import type { PasswordHasher } from '../../security/passwords.js';
import type { Sessions } from '../../security/sessions.js';
import { agentId, contactTaken, insertLogin, insertMember, memberForLogin, setLastLogin, usernameTaken } from './store.js';

interface Deps {
  sql: SqlPool;
  sessions: Sessions;
  captcha: Captcha;
  hasher: PasswordHasher;
  clock: Clock;
  wallet: Wallet;
  settings: SiteSettings;
  loginGuard: LoginGuard;
  contactGuard?: ContactGuard;
}

/** Player protection's check of a new member's phone and email (no second account for a blocked member). */
export interface ContactGuard {
  assertContactFree(db: SqlPool, contact: { mobile: string | null; email: string | null }): Promise<void>;
}

export const normaliseUsername = (name: string) => name.trim().toLowerCase();

export function createAuthService({ sql, sessions, captcha, hasher, clock, wallet, settings, loginGuard, contactGuard }: Deps) {
  async function requireCaptcha(scene: CaptchaScene, id: string | undefined, code: string) {
    if (!(await captcha.check(scene, id, code))) throw invalid('auth.codeWrong');
  }

  async function createMember(
    data: { username: string; password: string; payPassword: string; realname: string; mobile: string | null; email: string | null; referrerId?: number },
    origin: Origin,
  ): Promise<{ login: LoginReply; referrerId: number | null }> {
    // First: a blocked member's phone or email is refused with player protection's message, which names nothing.
    await contactGuard?.assertContactFree(sql, { mobile: data.mobile, email: data.email });
    if (await usernameTaken(sql, data.username)) throw new AppError(ReplyCode.nameTaken, 'register.nameTaken');
    if (await contactTaken(sql, data.mobile || null, data.email || null)) throw new AppError(ReplyCode.nameTaken, 'register.contactTaken');
    // Only an approved agent refers; any other pid (a plain member, an applicant, nobody) is ignored
    // and the member registers without a referrer.
    const referrerId = data.referrerId ? ((await agentId(sql, data.referrerId)) ?? null) : null;
    const [passwordHash, payPasswordHash] = await Promise.all([hasher.hash(data.password), data.payPassword ? hasher.hash(data.payPassword) : '']);
    let userId: number;
    try {
      userId = await sql.tx(async (tx) => {
        const id = await insertMember(tx, {
          username: data.username,
          passwordHash,
          payPasswordHash,
          realname: data.realname,
          mobile: data.mobile,
          email: data.email,
          referrerId,
          registerIp: origin.ip.slice(0, 64),
          at: clock.now(),
        });
        await wallet.openMemberWallet(tx, id);
        return id;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const fields = uniqueFields(err);
      throw new AppError(ReplyCode.nameTaken, fields.some((f) => f.includes('username')) ? 'register.nameTaken' : 'register.contactTaken');
    }
    return { login: { username: data.username, api_token: await sessions.issue('member', userId, origin) }, referrerId };
  }

  async function register(origin: PublicContext, input: RegisterInput): Promise<LoginReply> {
    await requireCaptcha('register', input.captcha_id, input.code);
    const { login } = await createMember(
      {
        username: normaliseUsername(input.name),
        password: input.password,
        payPassword: input.paypassword,
        realname: input.realname,
        mobile: input.phone || null,
        email: input.mail ? input.mail.toLowerCase() : null,
        referrerId: input.pid,
      },
      origin,
    );
    return login;
  }

  /** The agent-link form: account and password only; the withdrawal password is set later. */
  async function registerShort(origin: PublicContext, input: RegisterShortInput): Promise<LoginReply & { url: string }> {
    await requireCaptcha('register', input.captcha_id, input.code);
    const { login, referrerId } = await createMember(
      { username: normaliseUsername(input.name), password: input.password, payPassword: '', realname: '', mobile: null, email: null, referrerId: input.pid },
      origin,
    );
    // The client goes on to the visit URL after an agent-link registration, the referrer's pid along (only an agent's).
    return { ...login, url: withPid((await settings.get()).visitUrl, referrerId ?? undefined) };
  }

  async function login(origin: PublicContext, input: LoginInput): Promise<LoginReply> {
    const attempt = { realm: 'member' as const, name: normaliseUsername(input.name), ip: origin.ip };
    const verdict = await loginGuard.verdict(attempt);
    if (verdict === 'refused') throw new AppError(ReplyCode.tooManyRequests, 'common.tooManyRequests', 429);
    const solved = verdict === 'captcha' ? captcha.verify('login', input.captcha_id, input.code) : captcha.check('login', input.captcha_id, input.code);
    if (!(await solved)) throw invalid('auth.codeWrong');
    const user = await memberForLogin(sql, attempt.name);
    const ok = await hasher.verify(input.password, user?.passwordHash ?? '');
    // The login history the back office shows: every attempt on an existing member.
    const logged = (success: boolean) =>
      user ? insertLogin(sql, { userId: user.id, ip: origin.ip.slice(0, 64), userAgent: origin.userAgent.slice(0, 255), ok: success, at: clock.now() }) : null;
    if (!user || !ok) {
      await loginGuard.failed(attempt);
      await logged(false);
      throw new AppError(ReplyCode.denied, 'auth.loginFailed');
    }
    // Frozen by the back office: told so only once the password is right (a guesser learns nothing).
    if (user.frozenAt) {
      await logged(false);
      throw new AppError(ReplyCode.denied, 'member.frozen');
    }
    await loginGuard.succeeded(attempt);
    await setLastLogin(sql, user.id, clock.now());
    await logged(true);
    return { username: user.username, api_token: await sessions.issue('member', user.id, origin) };
  }

  async function logout(ctx: MemberContext): Promise<void> {
    await sessions.revoke(ctx.sessionId);
  }

  return { register, registerShort, login, logout, requireCaptcha };
}

export type AuthService = ReturnType<typeof createAuthService>;
