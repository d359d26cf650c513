import type { CaptchaScene, LoginInput, LoginReply, RegisterInput, RegisterShortInput } from '@portal/contracts';
import { ReplyCode } from '@portal/contracts';
import { Prisma, type PrismaClient } from '../../db/client.js';
import { AppError, invalid } from '../../http/errors.js';
import { openMemberWallet } from '../wallet/accounts.js';
import type { Captcha } from './captcha.js';
import type { PasswordHasher } from './passwords.js';
import type { Sessions } from './sessions.js';

interface Origin {
  ip: string;
  userAgent: string;
}

interface Deps {
  prisma: PrismaClient;
  sessions: Sessions;
  captcha: Captcha;
  hasher: PasswordHasher;
}

export const normaliseUsername = (name: string) => name.trim().toLowerCase();

/** Unique-constraint failures raised by concurrent registrations, mapped to the member's message. */
function uniqueViolation(err: unknown): string[] | null {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
    const target = (err.meta as { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } } } | undefined);
    const fields = Array.isArray(target?.target) ? (target.target as string[]) : (target?.driverAdapterError?.cause?.constraint?.fields ?? []);
    return fields.map(String);
  }
  return null;
}

export function createAuthService({ prisma, sessions, captcha, hasher }: Deps) {
  async function requireCaptcha(scene: CaptchaScene, id: string | undefined, code: string) {
    if (!(await captcha.check(scene, id, code))) throw invalid('auth.codeWrong');
  }

  async function createMember(
    data: { username: string; password: string; payPassword: string; realname: string; mobile: string | null; email: string | null; referrerId?: number },
    origin: Origin,
  ): Promise<LoginReply> {
    if (await prisma.user.findUnique({ where: { username: data.username }, select: { id: true } })) {
      throw new AppError(ReplyCode.nameTaken, 'register.nameTaken');
    }
    const contacts = [data.mobile ? { mobile: data.mobile } : null, data.email ? { email: data.email } : null].filter((c) => c !== null);
    if (contacts.length > 0 && (await prisma.user.findFirst({ where: { OR: contacts }, select: { id: true } }))) {
      throw new AppError(ReplyCode.nameTaken, 'register.contactTaken');
    }
    const referrer = data.referrerId ? await prisma.user.findUnique({ where: { id: data.referrerId }, select: { id: true } }) : null;
    const [passwordHash, payPasswordHash] = await Promise.all([hasher.hash(data.password), data.payPassword ? hasher.hash(data.payPassword) : '']);
    let userId: number;
    try {
      userId = await prisma.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: {
            username: data.username,
            passwordHash,
            payPasswordHash,
            realname: data.realname,
            mobile: data.mobile,
            email: data.email,
            referrerId: referrer?.id ?? null,
            registerIp: origin.ip.slice(0, 64),
            lastLoginAt: new Date(),
          },
          select: { id: true },
        });
        await openMemberWallet(tx, user.id);
        return user.id;
      });
    } catch (err) {
      const fields = uniqueViolation(err);
      if (fields === null) throw err;
      throw new AppError(ReplyCode.nameTaken, fields.some((f) => f.includes('username')) ? 'register.nameTaken' : 'register.contactTaken');
    }
    return { username: data.username, api_token: await sessions.issue('member', userId, origin) };
  }

  async function register(input: RegisterInput, origin: Origin): Promise<LoginReply> {
    await requireCaptcha('register', input.captcha_id, input.code);
    return createMember(
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
  }

  /** The agent-link form: account and password only; the withdrawal password is set later. */
  async function registerShort(input: RegisterShortInput, origin: Origin): Promise<LoginReply> {
    return createMember(
      { username: normaliseUsername(input.name), password: input.password, payPassword: '', realname: '', mobile: null, email: null, referrerId: input.pid },
      origin,
    );
  }

  async function login(input: LoginInput, origin: Origin): Promise<LoginReply> {
    await requireCaptcha('login', input.captcha_id, input.code);
    const user = await prisma.user.findUnique({ where: { username: normaliseUsername(input.name) }, select: { id: true, username: true, passwordHash: true } });
    const ok = await hasher.verify(input.password, user?.passwordHash ?? '');
    if (!user || !ok) throw new AppError(ReplyCode.denied, 'auth.loginFailed');
    await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    return { username: user.username, api_token: await sessions.issue('member', user.id, origin) };
  }

  return { register, registerShort, login, requireCaptcha };
}

export type AuthService = ReturnType<typeof createAuthService>;
