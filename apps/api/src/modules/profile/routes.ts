import { type Router } from 'express';
import {
  AVATAR_MAX_BYTES,
  type AvatarReply,
  CHANGE_PASSWORD_BY_CODE_ORDER,
  CHANGE_SECONDARY_ORDER,
  changePasswordByCodeSchema,
  changeSecondarySchema,
  EDIT_PAY_PASSWORD_ORDER,
  editPayPasswordSchema,
  type EditPayPasswordInput,
} from '@portal/contracts';
import type { Core } from '../../core.js';
import type { MemberContext } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import { singleFileUpload } from '../../http/upload.js';
import { unauthorized } from '../../errors.js';
import { contactOf } from '../verification/index.js';
import type { ProfileService } from './service.js';

/** The member form of /api/changePassword carries `newpasword`; the forgot form (auth module) never does. */
export const isMemberPasswordChange = (body: Record<string, unknown>) => body.newpasword !== undefined;

/** Method 1 of /changeSecondaryPassword: the old withdrawal password (methods 2 / 3 send an SMS or email code). */
const byOldPassword = (body: Record<string, unknown>) => String(body.type ?? '') === '1' || (body.phone === undefined && body.paypassword !== undefined);

export function profileRoutes(ep: Endpoints, { profile, limits }: { profile: ProfileService; limits: Core['limits'] }): Router {
  const { router, route } = apiRouter(ep);
  const upload = singleFileUpload({ field: 'file', maxBytes: AVATAR_MAX_BYTES });

  route('profile.user', async (_i, ctx) => ({ data: await profile.userInfo(ctx) }));

  route('profile.update', async (input, ctx) => {
    await profile.updateInfo(ctx, input);
    return { message: 'common.saved' };
  });

  route('profile.editPassword', async (input, ctx) => {
    await profile.editPassword(ctx, input);
    return { message: 'password.changed' };
  });

  const editPayPassword = async (input: EditPayPasswordInput, ctx: MemberContext) => {
    await profile.editPayPassword(ctx, input);
    return { message: 'password.changed' as const };
  };
  route('profile.editPayPassword', editPayPassword);

  // A code to the member's own phone or email, for changing the withdrawal password.
  route('profile.sendSecondarySmsCode', { use: [limits.codePerIp] }, async (input, ctx) => {
    await profile.sendSecondaryCode(ctx, { channel: 'sms', target: contactOf(input) });
    return { message: 'code.sent' };
  });
  route('profile.sendSecondaryMailCode', { use: [limits.codePerIp] }, async (input, ctx) => {
    await profile.sendSecondaryCode(ctx, { channel: 'email', target: contactOf(input) });
    return { message: 'code.sent' };
  });

  // A code to a new mobile or email, which /updateuserinfo then needs (with the login password) to take it.
  route('profile.sendContactSmsCode', { use: [limits.codePerIp] }, async (input, ctx) => {
    await profile.sendContactCode(ctx, { channel: 'sms', target: contactOf(input) });
    return { message: 'code.sent' };
  });
  route('profile.sendContactMailCode', { use: [limits.codePerIp] }, async (input, ctx) => {
    await profile.sendContactCode(ctx, { channel: 'email', target: contactOf(input) });
    return { message: 'code.sent' };
  });

  // Method 1 (old withdrawal password, as /editPayPassword) or methods 2 / 3 (SMS or email code), as the body says.
  route(
    'profile.changeSecondaryPassword',
    { variant: { when: byOldPassword, schema: editPayPasswordSchema, order: EDIT_PAY_PASSWORD_ORDER } },
    editPayPassword,
  );
  route('profile.changeSecondaryPassword', { variant: { schema: changeSecondarySchema, order: CHANGE_SECONDARY_ORDER } }, async (input, ctx) => {
    await profile.changeSecondary(ctx, input);
    return { message: 'password.changed' };
  });

  // The login password by a code to the member's own phone or email (spec §7): the code first, then
  // the member form of /api/changePassword (a variant of the forgot route, which is public: this
  // form needs the session too: without a valid one it gets 401 and nothing changes).
  route('profile.sendPasswordCode', { use: [limits.codePerIp] }, async (input, ctx) => {
    await profile.sendPasswordCode(ctx, input);
    return { message: 'code.sent' };
  });
  route(
    'auth.resetPassword',
    { use: [limits.codePerIp], variant: { when: isMemberPasswordChange, schema: changePasswordByCodeSchema, order: CHANGE_PASSWORD_BY_CODE_ORDER } },
    async (input, ctx) => {
      if (ctx.userId === null) throw unauthorized();
      return { message: 'password.changed', data: await profile.changePasswordByCode({ userId: ctx.userId }, input) };
    },
  );

  route('profile.uploadAvatar', { use: [limits.avatarPerMember, upload] }, async (file, ctx) => ({
    message: 'common.saved',
    data: { avatar: await profile.saveAvatar(ctx, file) } satisfies AvatarReply,
  }));

  return router;
}
