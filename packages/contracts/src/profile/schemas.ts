import { z } from 'zod';
import { FIELD_MAX } from '../common/constants.js';
import { isBirthday, isEmail, isMobile, optionalText, requiredText, always } from '../common/validation.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
/** Absent stays absent (not checked); present must be a non-empty string. */
const optionalConfirm = z.string({ error: 'password.confirmRequired' }).min(1, { error: 'password.confirmRequired' }).optional();

// ---- login password change: old >= 6, new >= 6, confirm, new != old (spec §5) ----
export const editPasswordSchema = z
  .object({
    password: requiredText('password.oldRequired', FIELD_MAX.password).pipe(z.string().min(6, { error: 'password.oldLength' })),
    newpasword: requiredText('password.newRequired', FIELD_MAX.password).pipe(z.string().min(6, { error: 'password.newLength' })),
    confirmPass: optionalConfirm,
  })
  .refine((v) => v.confirmPass === undefined || str(v.confirmPass) === str(v.newpasword), {
    error: 'register.passwordMismatch',
    path: ['confirmPass'],
    ...always,
  })
  .refine((v) => str(v.newpasword) === '' || str(v.newpasword) !== str(v.password), { error: 'password.sameAsOld', path: ['sameAsOld'], ...always });
export type EditPasswordInput = z.infer<typeof editPasswordSchema>;
export const EDIT_PASSWORD_ORDER = ['password', 'newpasword', 'confirmPass', 'sameAsOld'] as const;

// ---- withdrawal password change with the old one (method 1); old may be empty if none is set yet ----
export const editPayPasswordSchema = z
  .object({
    paypassword: z.preprocess(
      (v: string | null | undefined) => v ?? '',
      z.string({ error: 'password.oldRequired' }).max(18, { error: 'password.oldRequired' }),
    ),
    newpasword: requiredText('password.newRequired', 18).pipe(z.string().length(6, { error: 'register.payPasswordLength' })),
    confirmPass: optionalConfirm,
  })
  .refine((v) => v.confirmPass === undefined || str(v.confirmPass) === str(v.newpasword), {
    error: 'register.passwordMismatch',
    path: ['confirmPass'],
    ...always,
  })
  .refine((v) => str(v.paypassword) === '' || str(v.newpasword) !== str(v.paypassword), { error: 'password.sameAsOld', path: ['sameAsOld'], ...always });
export type EditPayPasswordInput = z.infer<typeof editPayPasswordSchema>;
export const EDIT_PAY_PASSWORD_ORDER = ['paypassword', 'newpasword', 'confirmPass', 'sameAsOld'] as const;

// ---- withdrawal password change by SMS (method 2) or email (method 3) code ----
export const changeSecondarySchema = z
  .object({
    phone: requiredText('forgot.contactFormat', 100).refine((v) => isMobile(v) || isEmail(v), { error: 'forgot.contactFormat' }),
    code: requiredText('code.required', 8),
    newpasword: requiredText('password.newRequired', 18).pipe(z.string().length(6, { error: 'register.payPasswordLength' })),
    confirmPass: optionalConfirm,
  })
  .refine((v) => v.confirmPass === undefined || str(v.confirmPass) === str(v.newpasword), {
    error: 'register.passwordMismatch',
    path: ['confirmPass'],
    ...always,
  });
export type ChangeSecondaryInput = z.infer<typeof changeSecondarySchema>;
export const CHANGE_SECONDARY_ORDER = ['phone', 'code', 'newpasword', 'confirmPass'] as const;

// ---- login password change by a code (spec §7 /api/changePassword for a signed-in member) ----
// The code goes to the member's own bound phone or email (/api/sendPasswordCode names only the way);
// `phone` holds that phone or email, `password` repeats the new password (the forgot form's
// `confirmPass`), and no old password is asked: the code proves the member, the session alone never does.
export const changePasswordByCodeSchema = z
  .object({
    phone: requiredText('forgot.contactFormat', 100).refine((v) => isMobile(v) || isEmail(v), { error: 'forgot.contactFormat' }),
    code: requiredText('code.required', 8),
    newpasword: requiredText('password.newRequired', FIELD_MAX.password).pipe(z.string().min(6, { error: 'password.newLength' })),
    password: requiredText('password.confirmRequired', FIELD_MAX.password),
  })
  .refine((v) => str(v.password) === str(v.newpasword), { error: 'register.passwordMismatch', path: ['password'], ...always });
export type ChangePasswordByCodeInput = z.infer<typeof changePasswordByCodeSchema>;
export const CHANGE_PASSWORD_BY_CODE_ORDER = ['phone', 'code', 'newpasword', 'password'] as const;

/** /api/sendPasswordCode: which of the member's own contacts gets the code (never an address the request gives). */
export const sendPasswordCodeSchema = z.object({
  channel: z.enum(['sms', 'email'], { error: 'common.badRequest' }),
});
export type SendPasswordCodeInput = z.infer<typeof sendPasswordCodeSchema>;

export const sendSecondarySmsSchema = z.object({
  phone: requiredText('register.mobileFormat', 11).refine(isMobile, { error: 'register.mobileFormat' }),
});
export const sendSecondaryMailSchema = z.object({
  mail: requiredText('register.emailFormat', 100).refine(isEmail, { error: 'register.emailFormat' }),
});

// ---- profile: each field optional; when given it must be valid ----
export const updateUserInfoSchema = z.object({
  email: optionalText('profile.emailFormat', isEmail),
  mobile: optionalText('profile.mobileFormat', isMobile, 11),
  birthday: optionalText('profile.birthdayFormat', isBirthday, 10),
  // A new email or mobile also needs the login password and the code sent to the new contact.
  password: z.string({ error: 'profile.contactNeedsPassword' }).max(64, { error: 'profile.contactNeedsPassword' }).optional(),
  email_code: z.string({ error: 'code.invalid' }).trim().max(10, { error: 'code.invalid' }).optional(),
  mobile_code: z.string({ error: 'code.invalid' }).trim().max(10, { error: 'code.invalid' }).optional(),
});
export type UpdateUserInfoInput = z.infer<typeof updateUserInfoSchema>;
export const UPDATE_USER_INFO_ORDER = ['email', 'mobile', 'birthday', 'password', 'email_code', 'mobile_code'] as const;
