import { z } from 'zod';
import { FIELD_MAX, CAPTCHA_SCENES } from '../common/constants.js';
import { PATTERNS, isEmail, isMobile, requiredText, optionalText, always } from '../common/validation.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

const captchaId = z.string().max(64).optional();
/** A referrer's id as the agent link writes it: a plain positive integer ("7", not "007", "7e0" or " 7"). */
export const REFERRER_PID = /^[1-9]\d{0,9}$/;

/** The referrer id a pid names, or undefined: a plain positive integer (a string or a JSON number) below 2^31. */
export function parseReferrerPid(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !REFERRER_PID.test(text)) return undefined;
  const n = Number(text);
  return n < 2 ** 31 ? n : undefined;
}

/**
 * A referrer's id (the agent link's pid): see parseReferrerPid; anything else reads as none, and the
 * registration goes on without a referrer (the server also needs the id to be an approved agent's).
 */
export const referrerPid = z.unknown().optional().transform(parseReferrerPid);

export const captchaQuerySchema = z.object({
  scene: z.enum(CAPTCHA_SCENES, { error: 'common.badRequest' }).default('login'),
});
export type CaptchaQuery = z.infer<typeof captchaQuerySchema>;

// ---- login: required check, then captcha, then credentials ----
export const loginSchema = z.object({
  name: requiredText('auth.credentialsRequired', FIELD_MAX.name),
  password: z
    .string({ error: 'auth.credentialsRequired' })
    .min(1, { error: 'auth.credentialsRequired' })
    .max(FIELD_MAX.password, { error: 'auth.credentialsRequired' }),
  code: requiredText('auth.codeRequired', FIELD_MAX.loginCode),
  captcha_id: captchaId,
});
export type LoginInput = z.infer<typeof loginSchema>;
export const LOGIN_ORDER = ['name', 'password', 'code', 'captcha_id'] as const;

// ---- register (full form), spec §5 order; the agreement tick is checked by the form ----
export const registerSchema = z
  .object({
    name: z.string({ error: 'register.nameFormat' }).trim().regex(PATTERNS.username, { error: 'register.nameFormat' }),
    password: z.string({ error: 'register.passwordFormat' }).regex(PATTERNS.password, { error: 'register.passwordFormat' }),
    confirmPass: z.string({ error: 'register.passwordMismatch' }),
    realname: z
      .string({ error: 'register.realnameFormat' })
      .trim()
      .max(30, { error: 'register.realnameFormat' })
      .regex(PATTERNS.realname, { error: 'register.realnameFormat' }),
    phone: optionalText('register.mobileFormat', isMobile, 11),
    mail: optionalText('register.emailFormat', isEmail),
    paypassword: z.string({ error: 'register.payPasswordLength' }).length(6, { error: 'register.payPasswordLength' }),
    code: requiredText('auth.codeWrong', FIELD_MAX.registerCode),
    captcha_id: captchaId,
    pid: referrerPid,
  })
  .refine((v) => str(v.confirmPass) === str(v.password), { error: 'register.passwordMismatch', path: ['confirmPass'], ...always })
  .refine((v) => str(v.phone).trim() !== '' || str(v.mail).trim() !== '', { error: 'register.contactRequired', path: ['phone'], ...always });
export type RegisterInput = z.infer<typeof registerSchema>;
export const REGISTER_ORDER = ['name', 'password', 'confirmPass', 'realname', 'phone', 'mail', 'paypassword', 'code', 'captcha_id', 'pid'] as const;

// ---- register through an agent link: account, password, confirm only ----
export const registerShortSchema = z
  .object({
    name: z.string({ error: 'register.nameFormat' }).trim().regex(PATTERNS.usernameShort, { error: 'register.nameFormat' }),
    password: z
      .string({ error: 'register.passwordFormat' })
      .min(8, { error: 'register.passwordFormat' })
      .max(FIELD_MAX.password, { error: 'register.passwordFormat' }),
    confirmPass: z.string({ error: 'register.passwordMismatch' }),
    // The same image code as the full form (scene `register`): the short form is no way around it.
    code: requiredText('auth.codeWrong', FIELD_MAX.registerCode),
    captcha_id: captchaId,
    pid: referrerPid,
  })
  .refine((v) => str(v.confirmPass) === str(v.password), { error: 'register.passwordMismatch', path: ['confirmPass'], ...always });
export type RegisterShortInput = z.infer<typeof registerShortSchema>;
export const REGISTER_SHORT_ORDER = ['name', 'password', 'confirmPass', 'code', 'captcha_id', 'pid'] as const;

// ---- forgot password ----
const isContact = (v: string) => isMobile(v) || isEmail(v);

export const sendSmsCodeSchema = z.object({
  phone: requiredText('forgot.contactFormat', 11).refine(isMobile, { error: 'forgot.contactFormat' }),
  code: requiredText('auth.codeRequired', FIELD_MAX.loginCode),
  captcha_id: captchaId,
});
export const sendMailCodeSchema = z.object({
  mail: requiredText('forgot.contactFormat', 100).refine(isEmail, { error: 'forgot.contactFormat' }),
  code: requiredText('auth.codeRequired', FIELD_MAX.loginCode),
  captcha_id: captchaId,
});
export const SEND_CODE_ORDER = ['phone', 'mail', 'code', 'captcha_id'] as const;
export type SendSmsCodeInput = z.infer<typeof sendSmsCodeSchema>;
export type SendMailCodeInput = z.infer<typeof sendMailCodeSchema>;

export const forgotPasswordSchema = z
  .object({
    phone: requiredText('forgot.contactFormat', 100).refine(isContact, { error: 'forgot.contactFormat' }),
    code: requiredText('auth.codeRequired', 8),
    password: z.string({ error: 'register.passwordFormat' }).regex(PATTERNS.password, { error: 'register.passwordFormat' }),
    confirmPass: z.string({ error: 'register.passwordMismatch' }),
    name: z.string().optional(),
  })
  .refine((v) => str(v.confirmPass) === str(v.password), { error: 'register.passwordMismatch', path: ['confirmPass'], ...always });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export const FORGOT_ORDER = ['phone', 'code', 'password', 'confirmPass', 'name'] as const;
