import { randomUUID } from 'node:crypto';
import {
  ReplyCode,
  isEmail,
  type ChangeSecondaryInput,
  type EditPasswordInput,
  type EditPayPasswordInput,
  type UpdateUserInfoInput,
  type UserInfo,
} from '@portal/contracts';
import type { Prisma, PrismaClient } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { MemberContext } from '../../context.js';
import { AppError, denied, invalid, unauthorized } from '../../errors.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { Sessions } from '../auth/sessions.js';
import type { PasswordGuard } from '../auth/password-guard.js';
import { normaliseContact } from '../auth/index.js';
import type { SiteSettings } from '../site/index.js';
import type { Codes, CodeChannel } from '../verification/index.js';
import type { Wallet } from '../wallet/index.js';
import { detectAvatarType } from './avatar.js';
import { presentUser } from './presenter.js';

interface Deps {
  prisma: PrismaClient;
  sql: SqlPool;
  hasher: PasswordHasher;
  sessions: Sessions;
  codes: Codes;
  wallet: Wallet;
  settings: SiteSettings;
  passwordGuard: PasswordGuard;
}

export function createProfileService({ prisma, sql, hasher, sessions, codes, wallet, settings, passwordGuard }: Deps) {
  /** The member's answer against a stored hash, counted by the password guard (refused before hashing once limited). */
  const rightPassword = (userId: number, plain: string, hash: string) => passwordGuard.check(userId, () => hasher.verify(plain, hash));

  async function load(userId: number) {
    const user = await prisma.user.findUnique({ where: { id: userId } });
    if (!user) throw unauthorized();
    return user;
  }

  /** The member as the original's /api/user replied it; never a password or hash. */
  async function userInfo({ userId }: MemberContext): Promise<UserInfo> {
    const [user, app, balance] = await Promise.all([prisma.user.findUnique({ where: { id: userId } }), settings.get(), wallet.balance(sql, userId)]);
    if (!user) throw unauthorized();
    return presentUser({ user, app, balance });
  }

  /** Fields left empty are kept; a mobile or email already used by someone else is refused. */
  async function updateInfo({ userId }: MemberContext, input: UpdateUserInfoInput): Promise<void> {
    const data: Prisma.UserUpdateInput = {};
    if (input.mobile) data.mobile = input.mobile;
    if (input.email) data.email = input.email.toLowerCase();
    if (input.birthday) data.birthday = input.birthday;
    if (Object.keys(data).length === 0) return;
    try {
      await prisma.user.update({ where: { id: userId }, data });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(ReplyCode.nameTaken, 'register.contactTaken');
      throw err;
    }
  }

  /** Changing the login password ends every session of the member, this one included. */
  async function editPassword({ userId }: MemberContext, input: EditPasswordInput): Promise<void> {
    const user = await load(userId);
    if (!(await rightPassword(userId, input.password, user.passwordHash))) throw denied('password.oldWrong');
    await prisma.user.update({ where: { id: userId }, data: { passwordHash: await hasher.hash(input.newpasword) } });
    await sessions.revokeAllOfUser(userId);
  }

  async function editPayPassword({ userId }: MemberContext, input: EditPayPasswordInput): Promise<void> {
    const user = await load(userId);
    if (user.payPasswordHash) {
      if (!input.paypassword) throw invalid('password.oldRequired');
      if (!(await rightPassword(userId, input.paypassword, user.payPasswordHash))) throw denied('password.oldWrong');
    }
    await prisma.user.update({ where: { id: userId }, data: { payPasswordHash: await hasher.hash(input.newpasword) } });
  }

  /** The contact must be the member's own: a code can only be sent to, and used from, it. */
  async function ownContact(userId: number, value: string): Promise<string> {
    const user = await load(userId);
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
    await prisma.user.update({ where: { id: userId }, data: { payPasswordHash: await hasher.hash(input.newpasword) } });
  }

  /** Stores the image in the database (every API instance can serve it) and points the avatar at it. */
  async function saveAvatar({ userId }: MemberContext, file: Buffer | undefined): Promise<string> {
    if (!file || file.length === 0) throw invalid('upload.required');
    const type = detectAvatarType(file);
    if (!type) throw invalid('upload.badType');
    const id = randomUUID();
    const avatar = `/uploads/${id}.${type.ext}`;
    await prisma.$transaction([
      prisma.upload.create({ data: { id, userId, mime: type.mime, bytes: new Uint8Array(file) } }),
      prisma.user.update({ where: { id: userId }, data: { avatar } }),
    ]);
    return avatar;
  }

  return { userInfo, updateInfo, editPassword, editPayPassword, sendSecondaryCode, changeSecondary, saveAvatar };
}

export type ProfileService = ReturnType<typeof createProfileService>;
