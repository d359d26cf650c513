import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import {
  CHANGE_SECONDARY_ORDER,
  changeSecondarySchema,
  EDIT_PASSWORD_ORDER,
  EDIT_PAY_PASSWORD_ORDER,
  editPasswordSchema,
  editPayPasswordSchema,
  sendSecondaryMailSchema,
  sendSecondarySmsSchema,
  UPDATE_USER_INFO_ORDER,
  updateUserInfoSchema,
} from './schemas.js';
import { avatarReply, userInfoSchema } from './replies.js';

/** The member's own account: profile, passwords, codes to their contacts, the avatar. */
export const profileRoutes = defineRoutes({
  'profile.user': {
    method: 'post',
    path: '/api/user',
    aliases: [{ method: 'post', path: '/api/refreshusermoney' }],
    realm: 'member',
    summary: "The member's profile and balance",
    reply: userInfoSchema,
  },
  'profile.update': {
    method: 'post',
    path: '/api/updateuserinfo',
    realm: 'member',
    summary: 'Update the profile',
    request: updateUserInfoSchema,
    order: UPDATE_USER_INFO_ORDER,
    reply: z.null(),
  },
  'profile.editPassword': {
    method: 'post',
    path: '/api/editPassword',
    realm: 'member',
    summary: 'Change the login password',
    request: editPasswordSchema,
    order: EDIT_PASSWORD_ORDER,
    reply: z.null(),
  },
  'profile.editPayPassword': {
    method: 'post',
    path: '/api/editPayPassword',
    realm: 'member',
    summary: 'Set or change the withdrawal password',
    request: editPayPasswordSchema,
    order: EDIT_PAY_PASSWORD_ORDER,
    reply: z.null(),
  },
  'profile.sendSecondarySmsCode': {
    method: 'post',
    path: '/api/sendSMSCaptchaForSecondary',
    realm: 'member',
    summary: "A code to the member's phone (withdrawal password)",
    request: sendSecondarySmsSchema,
    reply: z.null(),
  },
  'profile.sendSecondaryMailCode': {
    method: 'post',
    path: '/api/sendMailCaptchaForSecondary',
    realm: 'member',
    summary: "A code to the member's email (withdrawal password)",
    request: sendSecondaryMailSchema,
    reply: z.null(),
  },
  'profile.sendContactSmsCode': {
    method: 'post',
    path: '/api/sendSMSCaptchaForContact',
    realm: 'member',
    summary: 'A code to a new mobile number',
    request: sendSecondarySmsSchema,
    reply: z.null(),
  },
  'profile.sendContactMailCode': {
    method: 'post',
    path: '/api/sendMailCaptchaForContact',
    realm: 'member',
    summary: 'A code to a new email address',
    request: sendSecondaryMailSchema,
    reply: z.null(),
  },
  // Method 1 (the old withdrawal password, as /api/editPayPassword) or methods 2 / 3 (an SMS or email code), as the body says.
  'profile.changeSecondaryPassword': {
    method: 'post',
    path: '/api/changeSecondaryPassword',
    realm: 'member',
    summary: 'Change the withdrawal password by the old one or by a code',
    request: z.union([editPayPasswordSchema, changeSecondarySchema]),
    order: CHANGE_SECONDARY_ORDER,
    reply: z.null(),
  },
  'profile.uploadAvatar': {
    method: 'post',
    path: '/api/uploadimg',
    realm: 'member',
    summary: 'Upload an avatar image (multipart field `file`)',
    source: 'file',
    reply: avatarReply,
  },
});
