import { randomUUID } from 'node:crypto';
import {
  ReplyCode,
  isEmail,
  type ChangePasswordByCodeInput,
  type ChangeSecondaryInput,
  type EditPasswordInput,
  type EditPayPasswordInput,
  type MessageKey,
  type SendPasswordCodeInput,
  type UpdateUserInfoInput,
  type UserInfo,
} from '@portal/contracts';
import type { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { MemberContext } from '../../context.js';
import type { Clock } from '../../clock.js';
import { AppError, denied, invalid, unauthorized } from '../../errors.js';
import type { PasswordHasher, Sessions } from '../../core.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import { contactRecentlyChanged, setPasswordByCode } from '../../security/contact-cooldown.js';
import { normaliseContact } from '../auth/index.js';
import type { SiteSettings } from '../site/index.js';
import type { Codes, CodeChannel } from '../verification/index.js';
import type { Wallet } from '../wallet/index.js';
import { reencodeAvatar } from './avatar.js';
import { presentUser } from './presenter.js';
import { contactHolder, profileRow, replaceAvatar, setLoginPassword, setPayPassword, updateDetails, type DetailsChange } from './store.js';

interface Deps {
  sql: SqlPool;
  hasher: PasswordHasher;
  sessions: Sessions;
  codes: Codes;
  wallet: Wallet;
  settings: SiteSettings;
  passwordGuard: PasswordGuard;
  clock: Clock;
  /** The member's claimable rebate total (none when no rebates module is wired). */
  claimableRebates?: (userId: number) => Promise<Prisma.Decimal>;
  /** Refuses a phone or email a member with a block in force has (no second account), before any code goes to it. */
  contactGuard?: ProfileContactGuard;
}

/** Player protection's check of a member's new phone or email (docs/player-protection.md#no-second-account). */
export interface ProfileContactGuard {
  assertContactFree(db: SqlPool, contact: { mobile: string | null; email: string | null; userId: number }): Promise<void>;
  /** Refuses a change of the member's own phone or email while a block of theirs is in force. */
  assertOwnContactChangeAllowed(userId: number): Promise<void>;
}

export function createProfileService({ sql, hasher, sessions, codes, wallet, settings, passwordGuard, clock, claimableRebates, contactGuard }: Deps) {
  /** The member's answer against a stored hash, counted by the password guard (refused before hashing once limited). */
  const rightPassword = (userId: number, plain: string, hash: string) => passwordGuard.check(userId, () => hasher.verify(plain, hash));

  async function load(userId: number) {
    const user = await profileRow(sql, userId);
    if (!user) throw unauthorized();
    return user;
  }

  /** The member as the original's /api/user replied it; never a password or hash. */
  async function userInfo({ userId }: MemberContext): Promise<UserInfo> {
    const [user, app, balance, rebates] = await Promise.all([
      profileRow(sql, userId),
      settings.get(),
      wallet.balance(sql, userId),
      claimableRebates ? claimableRebates(userId) : null,
    ]);
    if (!user) throw unauthorized();
    return presentUser({ user, app, balance, rebates: rebates ?? 0 });
  }

  /**
   * Fields left empty are kept; a mobile or email already used by someone else is refused. A new
   * mobile or email (what a password reset goes to) needs the login password and the code sent to
   * it, so a stolen session alone cannot take the account; the old contact is told.
   */
  async function updateInfo({ userId, locale }: MemberContext, input: UpdateUserInfoInput): Promise<void> {
    const user = await load(userId);
    const email = input.email ? input.email.toLowerCase() : null;
    const changed = [
      ...(email && email !== user.email ? [{ channel: 'email' as const, value: email, old: user.email, code: input.email_code }] : []),
      ...(input.mobile && input.mobile !== user.mobile ? [{ channel: 'sms' as const, value: input.mobile, old: user.mobile, code: input.mobile_code }] : []),
    ];
    const data: DetailsChange = {};
    if (input.birthday) data.birthday = input.birthday;
    if (changed.length > 0) {
      // First, as at registration: a blocked member's phone or email gets player protection's message.
      for (const c of changed) await refuseBlockedContact(userId, c);
      for (const c of changed) {
        if ((await contactHolder(sql, c.value, c.channel)) !== undefined) throw new AppError(ReplyCode.nameTaken, 'register.contactTaken');
      }
      if (!input.password || changed.some((c) => !c.code)) throw invalid('profile.contactNeedsPassword');
      if (!(await rightPassword(userId, input.password, user.passwordHash))) throw denied('password.oldWrong');
      for (const c of changed) {
        if (!(await codes.consume(c.value, 'contact', c.code ?? ''))) throw invalid('code.invalid');
        if (c.channel === 'email') data.email = c.value;
        else data.mobile = c.value;
      }
      data.contactChangedAt = clock.now();
    }
    if (Object.keys(data).length === 0) return;
    try {
      await updateDetails(sql, userId, data);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ReplyCode.nameTaken, 'register.contactTaken');
      throw err;
    }
    for (const c of changed) {
      if (c.old) await codes.noticeContactChanged({ channel: c.channel, target: c.old, newContact: c.value, locale });
    }
  }

  /**
   * No second account: a phone or email a member with a time-out or self-exclusion in force has is
   * refused, and so is any change while the member's own block is in force (nothing sent, nothing written).
   */
  async function refuseBlockedContact(userId: number, { channel, value }: { channel: CodeChannel; value: string }): Promise<void> {
    await contactGuard?.assertOwnContactChangeAllowed(userId);
    await contactGuard?.assertContactFree(sql, { mobile: channel === 'sms' ? value : null, email: channel === 'email' ? value : null, userId });
  }

  /** A code to a mobile or email the member wants to use instead of the current one (not one another member uses, nor a blocked member's). */
  async function sendContactCode({ userId, locale }: MemberContext, { channel, target }: { channel: CodeChannel; target: string }): Promise<void> {
    const contact = normaliseContact(target);
    await refuseBlockedContact(userId, { channel, value: contact });
    const holder = await contactHolder(sql, contact);
    if (holder !== undefined && holder !== userId) throw new AppError(ReplyCode.nameTaken, 'register.contactTaken');
    await codes.send({ channel, target: contact, purpose: 'contact', locale });
  }

  /** A contact changed in the last 24 hours may be the thief's: it cannot reset a password yet. */
  function refuseRecentContact(user: { contactChangedAt: Date | null }, key: MessageKey = 'profile.contactRecentlyChanged') {
    if (contactRecentlyChanged(user.contactChangedAt, clock.now())) throw invalid(key);
  }

  /** Changing the login password ends every session of the member, this one included. */
  async function editPassword({ userId }: MemberContext, input: EditPasswordInput): Promise<void> {
    const user = await load(userId);
    if (!(await rightPassword(userId, input.password, user.passwordHash))) throw denied('password.oldWrong');
    await setLoginPassword(sql, userId, await hasher.hash(input.newpasword));
    await sessions.revokeAllOfUser(userId);
  }

  async function editPayPassword({ userId }: MemberContext, input: EditPayPasswordInput): Promise<void> {
    const user = await load(userId);
    if (user.payPasswordHash) {
      if (!input.paypassword) throw invalid('password.oldRequired');
      if (!(await rightPassword(userId, input.paypassword, user.payPasswordHash))) throw denied('password.oldWrong');
    }
    await setPayPassword(sql, userId, await hasher.hash(input.newpasword));
  }

  /** The contact must be the member's own: a code can only be sent to, and used from, it. */
  async function ownContact(userId: number, value: string): Promise<string> {
    const user = await load(userId);
    refuseRecentContact(user);
    const contact = normaliseContact(value);
    const own = isEmail(contact) ? user.email : user.mobile;
    if (!own || own !== contact) throw invalid('code.contactMismatch');
    return contact;
  }

  async function sendSecondaryCode({ userId, locale }: MemberContext, { channel, target }: { channel: CodeChannel; target: string }): Promise<void> {
    const contact = await ownContact(userId, target);
    await codes.send({ channel, target: contact, purpose: 'secondary', locale });
  }

  async function changeSecondary({ userId }: MemberContext, input: ChangeSecondaryInput): Promise<void> {
    const contact = await ownContact(userId, input.phone);
    if (!(await codes.consume(contact, 'secondary', input.code))) throw invalid('code.invalid');
    const hash = await hasher.hash(input.newpasword);
    if (!(await setPasswordByCode(sql, { userId, which: 'withdrawal', hash, contact, now: clock.now() }))) throw invalid('profile.contactRecentlyChanged');
  }

  /**
   * A code for changing the login password, to the member's own bound phone (sms) or email: the
   * request names only the way, so a stolen session cannot send it anywhere else.
   */
  async function sendPasswordCode({ userId, locale }: MemberContext, { channel }: SendPasswordCodeInput): Promise<void> {
    const user = await load(userId);
    refuseRecentContact(user, 'profile.contactRecentlyChangedLogin');
    const bound = channel === 'sms' ? user.mobile : user.email;
    if (!bound) throw invalid('profile.noContactBound');
    await codes.send({ channel, target: normaliseContact(bound), purpose: 'password', locale });
  }

  /**
   * The login password changed with that code (spec §7 /api/changePassword, member form): the
   * contact named must be the member's own, the code one sent to it for this purpose; every
   * session of the member ends, this one included, as after /api/editPassword.
   */
  async function changePasswordByCode({ userId }: Pick<MemberContext, 'userId'>, input: ChangePasswordByCodeInput): Promise<{ username: string }> {
    const user = await load(userId);
    refuseRecentContact(user, 'profile.contactRecentlyChangedLogin');
    const contact = normaliseContact(input.phone);
    const own = isEmail(contact) ? user.email : user.mobile;
    if (!own || normaliseContact(own) !== contact) throw invalid('code.contactMismatch');
    if (!(await codes.consume(contact, 'password', input.code))) throw invalid('code.invalid');
    const hash = await hasher.hash(input.newpasword);
    if (!(await setPasswordByCode(sql, { userId, which: 'login', hash, contact, now: clock.now() }))) throw invalid('profile.contactRecentlyChangedLogin');
    await sessions.revokeAllOfUser(userId);
    return { username: user.username };
  }

  /**
   * Stores the image, decoded and re-encoded (see avatar.ts), in the database (every API instance
   * can serve it), points the avatar at it and drops the member's earlier ones: a member keeps
   * exactly one stored avatar (at most 512x512), and uploads are limited per member (routes.ts).
   */
  async function saveAvatar({ userId }: MemberContext, file: Buffer | undefined): Promise<string> {
    if (!file || file.length === 0) throw invalid('upload.required');
    const image = await reencodeAvatar(file);
    if (!image) throw invalid('upload.badType');
    const id = randomUUID();
    const avatar = `/uploads/${id}.${image.ext}`;
    await sql.tx((tx) => replaceAvatar(tx, userId, { id, path: avatar, mime: image.mime, bytes: image.bytes, at: clock.now() }));
    return avatar;
  }

  return {
    userInfo,
    updateInfo,
    sendContactCode,
    editPassword,
    editPayPassword,
    sendSecondaryCode,
    changeSecondary,
    sendPasswordCode,
    changePasswordByCode,
    saveAvatar,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
