import { randomUUID } from 'node:crypto';
import {
  ReplyCode,
  isEmail,
  type ChangeSecondaryInput,
  type EditPasswordInput,
  type EditPayPasswordInput,
  type Locale,
  type UpdateUserInfoInput,
} from '@portal/contracts';
import { Prisma, type PrismaClient } from '../../db/client.js';
import { AppError, denied, invalid, unauthorized } from '../../http/errors.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { Sessions } from '../auth/sessions.js';
import { normaliseContact } from '../auth/recovery.js';
import type { Codes, CodeChannel } from '../verification/codes.js';
import { detectAvatarType } from './avatar.js';

interface Deps {
  prisma: PrismaClient;
  hasher: PasswordHasher;
  sessions: Sessions;
  codes: Codes;
}

export function createProfileService({ prisma, hasher, sessions, codes }: Deps) {
  async function load(userId: number) {
    const user = await prisma.user.findUnique({ where: { id: userId } });
    if (!user) throw unauthorized();
    return user;
  }

  /** Fields left empty are kept; a mobile or email already used by someone else is refused. */
  async function updateInfo(userId: number, input: UpdateUserInfoInput): Promise<void> {
    const data: Prisma.UserUpdateInput = {};
    if (input.mobile) data.mobile = input.mobile;
    if (input.email) data.email = input.email.toLowerCase();
    if (input.birthday) data.birthday = input.birthday;
    if (Object.keys(data).length === 0) return;
    try {
      await prisma.user.update({ where: { id: userId }, data });
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
        throw new AppError(ReplyCode.nameTaken, 'register.contactTaken');
      }
      throw err;
    }
  }

  /** Changing the login password ends every session of the member, this one included. */
  async function editPassword(userId: number, input: EditPasswordInput): Promise<void> {
    const user = await load(userId);
    if (!(await hasher.verify(input.password, user.passwordHash))) throw denied('password.oldWrong');
    await prisma.user.update({ where: { id: userId }, data: { passwordHash: await hasher.hash(input.newpasword) } });
    await sessions.revokeAllOfUser(userId);
  }

  async function editPayPassword(userId: number, input: EditPayPasswordInput): Promise<void> {
    const user = await load(userId);
    if (user.payPasswordHash) {
      if (!input.paypassword) throw invalid('password.oldRequired');
      if (!(await hasher.verify(input.paypassword, user.payPasswordHash))) throw denied('password.oldWrong');
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

  async function sendSecondaryCode(userId: number, channel: CodeChannel, value: string, locale: Locale): Promise<void> {
    const contact = await ownContact(userId, value);
    await codes.send(channel, contact, 'secondary', locale);
  }

  async function changeSecondary(userId: number, input: ChangeSecondaryInput): Promise<void> {
    const contact = await ownContact(userId, input.phone);
    if (!(await codes.consume(contact, 'secondary', input.code))) throw invalid('code.invalid');
    await prisma.user.update({ where: { id: userId }, data: { payPasswordHash: await hasher.hash(input.newpasword) } });
  }

  /** Stores the image in the database (every API instance can serve it) and points the avatar at it. */
  async function saveAvatar(userId: number, file: Buffer | undefined): Promise<string> {
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

  return { updateInfo, editPassword, editPayPassword, sendSecondaryCode, changeSecondary, saveAvatar };
}

export type ProfileService = ReturnType<typeof createProfileService>;
