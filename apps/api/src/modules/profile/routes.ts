import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import {
  AVATAR_MAX_BYTES,
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
import type { PrismaClient } from '../../db/client.js';
import { prismaSql } from '../../db/sql.js';
import { endpoint } from '../../http/endpoint.js';
import { unauthorized } from '../../http/errors.js';
import type { Limiters } from '../../http/limits.js';
import { centralBalance } from '../wallet/accounts.js';
import { formatMoney } from '../wallet/money.js';
import { presentUser } from './presenter.js';
import type { ProfileService } from './service.js';

interface Deps {
  prisma: PrismaClient;
  profile: ProfileService;
  member: RequestHandler;
  limits: Limiters;
}

export function profileRoutes({ prisma, profile, member, limits }: Deps): Router {
  const r = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  const userInfo = endpoint({}, async (_input, req) => {
    const user = await presentUser(prisma, req.member!.userId);
    if (!user) throw unauthorized();
    return { data: user };
  });
  r.post(['/user', '/refreshusermoney'], member, userInfo);

  r.post('/balance', member, endpoint({}, async (_i, req) => ({ data: { balance: formatMoney(await centralBalance(prismaSql(prisma), req.member!.userId)) } })));

  r.post('/updateuserinfo', member, endpoint({ schema: updateUserInfoSchema, order: UPDATE_USER_INFO_ORDER }, async (input, req) => {
    await profile.updateInfo(req.member!.userId, input);
    return { message: 'common.saved' };
  }));

  r.post('/editPassword', member, endpoint({ schema: editPasswordSchema, order: EDIT_PASSWORD_ORDER }, async (input, req) => {
    await profile.editPassword(req.member!.userId, input);
    return { message: 'password.changed' };
  }));

  r.post('/editPayPassword', member, endpoint({ schema: editPayPasswordSchema, order: EDIT_PAY_PASSWORD_ORDER }, async (input, req) => {
    await profile.editPayPassword(req.member!.userId, input);
    return { message: 'password.changed' };
  }));

  r.post('/sendSMSCaptchaForSecondary', member, limits.codePerIp, endpoint({ schema: sendSecondarySmsSchema }, async (input, req) => {
    await profile.sendSecondaryCode(req.member!.userId, 'sms', input.phone, req.locale);
    return { message: 'code.sent' };
  }));
  r.post('/sendMailCaptchaForSecondary', member, limits.codePerIp, endpoint({ schema: sendSecondaryMailSchema }, async (input, req) => {
    await profile.sendSecondaryCode(req.member!.userId, 'email', input.mail, req.locale);
    return { message: 'code.sent' };
  }));

  /** Method 1 (old withdrawal password) or methods 2 / 3 (SMS or email code), as the body says. */
  const changeByOldPassword = endpoint({ schema: editPayPasswordSchema, order: EDIT_PAY_PASSWORD_ORDER }, async (input, req) => {
    await profile.editPayPassword(req.member!.userId, input);
    return { message: 'password.changed' };
  });
  const changeByCode = endpoint({ schema: changeSecondarySchema, order: CHANGE_SECONDARY_ORDER }, async (input, req) => {
    await profile.changeSecondary(req.member!.userId, input);
    return { message: 'password.changed' };
  });
  r.post('/changeSecondaryPassword', member, (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const byOld = String(body.type ?? '') === '1' || (body.phone === undefined && body.paypassword !== undefined);
    return (byOld ? changeByOldPassword : changeByCode)(req, res, next);
  });

  r.post('/uploadimg', member, upload.single('file'), endpoint({}, async (_i, req) => ({
    message: 'common.saved',
    data: { avatar: await profile.saveAvatar(req.member!.userId, req.file?.buffer) },
  })));

  return r;
}
