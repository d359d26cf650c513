import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import {
  AVATAR_MAX_BYTES,
  type AvatarReply,
  updateUserInfoSchema,
  UPDATE_USER_INFO_ORDER,
  editPasswordSchema,
  EDIT_PASSWORD_ORDER,
  editPayPasswordSchema,
  EDIT_PAY_PASSWORD_ORDER,
  changeSecondarySchema,
  CHANGE_SECONDARY_ORDER,
  sendSecondarySmsSchema,
  sendSecondaryMailSchema,
} from '@portal/contracts';
import type { Core } from '../../core.js';
import { whenBody, type Endpoints } from '../../http/endpoint.js';
import { singleFileUpload } from '../../http/upload.js';
import { contactOf } from '../verification/index.js';
import type { ProfileService } from './service.js';

/** Method 1 of /changeSecondaryPassword: the old withdrawal password (methods 2 / 3 send an SMS or email code). */
const byOldPassword = (body: Record<string, unknown>) => String(body.type ?? '') === '1' || (body.phone === undefined && body.paypassword !== undefined);

export function profileRoutes(ep: Endpoints, { profile, limits }: { profile: ProfileService; limits: Core['limits'] }): Router {
  const r = createRouter();
  const upload = singleFileUpload({ field: 'file', maxBytes: AVATAR_MAX_BYTES });

  r.post(['/user', '/refreshusermoney'], ...ep.member({}, async (_i, ctx) => ({ data: await profile.userInfo(ctx) })));

  r.post('/updateuserinfo', ...ep.member({ schema: updateUserInfoSchema, order: UPDATE_USER_INFO_ORDER }, async (input, ctx) => {
    await profile.updateInfo(ctx, input);
    return { message: 'common.saved' };
  }));

  r.post('/editPassword', ...ep.member({ schema: editPasswordSchema, order: EDIT_PASSWORD_ORDER }, async (input, ctx) => {
    await profile.editPassword(ctx, input);
    return { message: 'password.changed' };
  }));

  const editPayPassword = ep.member({ schema: editPayPasswordSchema, order: EDIT_PAY_PASSWORD_ORDER }, async (input, ctx) => {
    await profile.editPayPassword(ctx, input);
    return { message: 'password.changed' };
  });
  r.post('/editPayPassword', ...editPayPassword);

  // A code to the member's own phone or email, for changing the withdrawal password.
  const sendCode = [
    ['/sendSMSCaptchaForSecondary', 'sms', sendSecondarySmsSchema],
    ['/sendMailCaptchaForSecondary', 'email', sendSecondaryMailSchema],
  ] as const;
  for (const [path, channel, schema] of sendCode) {
    r.post(path, ...ep.member({ schema, use: [limits.codePerIp] }, async (input, ctx) => {
      await profile.sendSecondaryCode(ctx, { channel, target: contactOf(input) });
      return { message: 'code.sent' };
    }));
  }

  // A code to a new mobile or email, which /updateuserinfo then needs (with the login password) to take it.
  const contactCode = [
    ['/sendSMSCaptchaForContact', 'sms', sendSecondarySmsSchema],
    ['/sendMailCaptchaForContact', 'email', sendSecondaryMailSchema],
  ] as const;
  for (const [path, channel, schema] of contactCode) {
    r.post(path, ...ep.member({ schema, use: [limits.codePerIp] }, async (input, ctx) => {
      await profile.sendContactCode(ctx, { channel, target: contactOf(input) });
      return { message: 'code.sent' };
    }));
  }

  // Method 1 (old withdrawal password) or methods 2 / 3 (SMS or email code), as the body says.
  r.post('/changeSecondaryPassword', whenBody(byOldPassword), ...editPayPassword);
  r.post('/changeSecondaryPassword', ...ep.member({ schema: changeSecondarySchema, order: CHANGE_SECONDARY_ORDER }, async (input, ctx) => {
    await profile.changeSecondary(ctx, input);
    return { message: 'password.changed' };
  }));

  r.post('/uploadimg', ...ep.member({ source: 'file', use: [limits.avatarPerMember, upload] }, async (file, ctx) => ({
    message: 'common.saved',
    data: { avatar: await profile.saveAvatar(ctx, file) } satisfies AvatarReply,
  })));

  return r;
}
