import { isEmail, type ForgotPasswordInput } from '@portal/contracts';
import type { PublicContext } from '../../context.js';
import { AppError, invalid } from '../../errors.js';
import { ReplyCode } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';
import type { Codes, CodeChannel } from '../verification/index.js';
import type { AuthService } from './service.js';
import type { PasswordHasher } from '../../security/passwords.js';
import type { Sessions } from '../../security/sessions.js';
import type { Clock } from '../../clock.js';
import { contactRecentlyChanged, setPasswordByCode } from '../../security/contact-cooldown.js';
import { countCodeRequest, memberByContact } from './store.js';

interface Deps {
  sql: Sql;
  /** Seconds between two code requests for one contact, known or not (CODE_RESEND_SECONDS). */
  resendSeconds: number;
  codes: Codes;
  auth: AuthService;
  hasher: PasswordHasher;
  sessions: Sessions;
  clock: Clock;
}

/** Phone or email, normalised the way it is stored. */
export const normaliseContact = (value: string) => (isEmail(value.trim()) ? value.trim().toLowerCase() : value.trim());

/** Forgot password: the image captcha guards sending; the SMS / email code proves the contact. */
export function createRecovery({ sql, resendSeconds, codes, auth, hasher, sessions, clock }: Deps) {
  /** One request per contact per resend window, whether or not a member uses it (a rate_limit_hits row, never a code row). */
  async function firstInWindow(contact: string): Promise<boolean> {
    return (await countCodeRequest(sql, contact, resendSeconds)) === 1;
  }

  /**
   * The same reply whether or not an account uses this contact, also for a repeat within the
   * resend window, so the form cannot be used to find members.
   */
  async function sendCode(
    ctx: PublicContext,
    { channel, target, captchaId, code }: { channel: CodeChannel; target: string; captchaId?: string; code: string },
  ): Promise<void> {
    await auth.requireCaptcha('forgot', captchaId, code);
    const contact = normaliseContact(target);
    if (!(await firstInWindow(contact))) throw new AppError(ReplyCode.tooManyRequests, 'code.tooFrequent');
    const user = await memberByContact(sql, contact);
    // A contact changed in the last 24 hours gets no code (its reset would be refused), and the same reply as an unknown one.
    if (!user || contactRecentlyChanged(user.contactChangedAt, clock.now())) return;
    try {
      await codes.send({ channel, target: contact, purpose: 'forgot', locale: ctx.locale });
    } catch (err) {
      // The per-contact daily cap refuses only known contacts: answering it would tell them apart.
      if (!(err instanceof AppError && err.code === ReplyCode.tooManyRequests)) throw err;
    }
  }

  /**
   * An unknown contact, a contact changed in the last 24 hours and a wrong code get one reply, so
   * the form tells a stranger nothing about the account; only the wrong code counts as a guess.
   */
  async function resetPassword(input: ForgotPasswordInput): Promise<{ username: string }> {
    const contact = normaliseContact(input.phone);
    const user = await memberByContact(sql, contact);
    if (!user || contactRecentlyChanged(user.contactChangedAt, clock.now())) throw invalid('code.invalid');
    if (!(await codes.consume(contact, 'forgot', input.code))) throw invalid('code.invalid');
    const username = await setPasswordByCode(sql, { userId: user.id, which: 'login', hash: await hasher.hash(input.password), contact, now: clock.now() });
    if (!username) throw invalid('code.invalid');
    await sessions.revokeAllOfUser(user.id);
    return { username };
  }

  return { sendCode, resetPassword };
}

export type Recovery = ReturnType<typeof createRecovery>;
