import { isEmail, type ForgotPasswordInput } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import type { PublicContext } from '../../context.js';
import { invalid } from '../../errors.js';
import type { Codes, CodeChannel } from '../verification/index.js';
import type { AuthService } from './service.js';
import type { PasswordHasher } from './passwords.js';
import type { Sessions } from './sessions.js';

interface Deps {
  prisma: PrismaClient;
  codes: Codes;
  auth: AuthService;
  hasher: PasswordHasher;
  sessions: Sessions;
}

/** Phone or email, normalised the way it is stored. */
export const normaliseContact = (value: string) => (isEmail(value.trim()) ? value.trim().toLowerCase() : value.trim());

const byContact = (contact: string) => (isEmail(contact) ? { email: contact } : { mobile: contact });

/** Forgot password: the image captcha guards sending; the SMS / email code proves the contact. */
export function createRecovery({ prisma, codes, auth, hasher, sessions }: Deps) {
  async function sendCode(ctx: PublicContext, { channel, target, captchaId, code }: { channel: CodeChannel; target: string; captchaId?: string; code: string }): Promise<void> {
    await auth.requireCaptcha('forgot', captchaId, code);
    const contact = normaliseContact(target);
    const user = await prisma.user.findFirst({ where: byContact(contact), select: { id: true } });
    // The same reply whether or not an account uses this contact, so the form cannot be used to find members.
    if (user) await codes.send({ channel, target: contact, purpose: 'forgot', locale: ctx.locale });
  }

  async function resetPassword(input: ForgotPasswordInput): Promise<{ username: string }> {
    const contact = normaliseContact(input.phone);
    const user = await prisma.user.findFirst({ where: byContact(contact), select: { id: true, username: true } });
    if (!user || !(await codes.consume(contact, 'forgot', input.code))) throw invalid('code.invalid');
    await prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hasher.hash(input.password) } });
    await sessions.revokeAllOfUser(user.id);
    return { username: user.username };
  }

  return { sendCode, resetPassword };
}

export type Recovery = ReturnType<typeof createRecovery>;
