import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import { DAY_MS } from '../../time.js';
import { AppError } from '../../errors.js';
import { FALLBACK_LOCALE, ReplyCode, type Locale } from '@portal/contracts';
import type { Deliver } from './delivery.js';
import { codesSince, countGuess, deleteCode, insertCode, lockContactCodes, useCode } from './store.js';

/** `contact`: proves a new mobile or email before it replaces the old one; `password`: a signed-in member's login password change. */
export type CodePurpose = 'forgot' | 'secondary' | 'contact' | 'password';
export type CodeChannel = 'sms' | 'email';

interface Limits {
  resendSeconds: number;
  ttlSeconds: number;
  dailyLimit: number;
}

/** Guesses a code takes, right or wrong; the code is dead after them. */
const MAX_ATTEMPTS = 5;

const TEXTS: Record<Locale, (code: string, minutes: number) => string> = {
  zh_TW: (c, m) => `您的驗證碼是 ${c}，${m} 分鐘內有效，請勿告訴他人。`,
  zh_CN: (c, m) => `您的验证码是 ${c}，${m} 分钟内有效，请勿告诉他人。`,
  en_US: (c, m) => `Your verification code is ${c}. It is valid for ${m} minutes. Do not share it.`,
  kr: (c, m) => `인증 코드는 ${c}입니다. ${m}분 동안 유효합니다. 다른 사람에게 알려주지 마세요.`,
  jp: (c, m) => `認証コードは ${c} です。${m}分間有効です。他人に教えないでください。`,
  th: (c, m) => `รหัสยืนยันของคุณคือ ${c} ใช้ได้ภายใน ${m} นาที ห้ามเปิดเผยให้ผู้อื่น`,
};

const CONTACT_CHANGED: Record<Locale, (masked: string) => string> = {
  zh_TW: (m) => `您的帳號綁定的手機號或郵箱已改為 ${m}。如非本人操作，請立即聯繫客服。`,
  zh_CN: (m) => `您的账号绑定的手机号或邮箱已改为 ${m}。如非本人操作，请立即联系客服。`,
  en_US: (m) => `The mobile or email of your account was changed to ${m}. If this was not you, contact support at once.`,
  kr: (m) => `계정의 휴대폰 번호 또는 이메일이 ${m}(으)로 변경되었습니다. 본인이 아니라면 즉시 고객센터에 문의하세요.`,
  jp: (m) => `アカウントの携帯番号またはメールアドレスが ${m} に変更されました。お心当たりがない場合はすぐにサポートへご連絡ください。`,
  th: (m) => `เบอร์มือถือหรืออีเมลของบัญชีคุณถูกเปลี่ยนเป็น ${m} หากไม่ใช่คุณ กรุณาติดต่อฝ่ายบริการทันที`,
};

/** A contact shown in a notice without giving it away: the first and last characters only. */
const mask = (contact: string) => (contact.length <= 4 ? '****' : `${contact.slice(0, 2)}****${contact.slice(-2)}`);

/** The text in the caller's language; a locale that is not one of the six (never trusted as an object key) reads English. */
const inLocale = <T>(table: Record<Locale, T>, locale: Locale): T => (Object.hasOwn(table, locale) ? table[locale] : table[FALLBACK_LOCALE]);
const textFor = (locale: Locale) => inLocale(TEXTS, locale);

interface Deps {
  sql: SqlPool;
  deliver: Deliver;
  clock: Clock;
  /** Keys the HMAC of the stored codes. */
  secret: string;
  limits: Limits;
}

/** The contact a send-code form names: its phone, or its mail. */
export const contactOf = (input: { phone: string } | { mail: string }) => ('phone' in input ? input.phone : input.mail);

/** SMS / email codes: expiring, single-use, limited per target; only an HMAC of each code is stored. */
export function createCodes({ sql, deliver, clock, secret, limits }: Deps) {
  const digest = (target: string, purpose: CodePurpose, code: string) => createHmac('sha256', secret).update(`${purpose}:${target}:${code}`).digest('hex');

  async function send({ channel, target, purpose, locale }: { channel: CodeChannel; target: string; purpose: CodePurpose; locale: Locale }): Promise<void> {
    const now = clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const body = textFor(locale)(code, Math.round(limits.ttlSeconds / 60));
    const id = await sql.tx(async (tx) => {
      await lockContactCodes(tx, target);
      const sent = await codesSince(tx, target, purpose, new Date(now.getTime() - DAY_MS));
      if (sent.latest && now.getTime() - sent.latest.getTime() < limits.resendSeconds * 1000) throw new AppError(ReplyCode.tooManyRequests, 'code.tooFrequent');
      if (sent.today >= limits.dailyLimit) throw new AppError(ReplyCode.tooManyRequests, 'code.tooFrequent');
      return insertCode(tx, {
        channel,
        target,
        purpose,
        codeHash: digest(target, purpose, code),
        expiresAt: new Date(now.getTime() + limits.ttlSeconds * 1000),
        at: now,
      });
    });
    try {
      await deliver({ channel, recipient: target, subject: body.split(/[，,.。]/)[0] ?? 'Verification code', body });
    } catch (err) {
      // A code that never went out must not hold back the owner's next request (the resend wait counts rows).
      await deleteCode(sql, id).catch(() => {});
      throw err;
    }
  }

  /**
   * Consumes the target's newest live code when it matches. The guess is counted first, by one
   * guarded statement (a code takes at most MAX_ATTEMPTS, however many arrive at once), and only a
   * counted guess is compared: a sixth one, right or wrong, is never looked at. A newer code
   * replaces an older one: only the newest live code can be used.
   */
  async function consume(target: string, purpose: CodePurpose, code: string): Promise<boolean> {
    const now = clock.now();
    const counted = await countGuess(sql, target, purpose, now, MAX_ATTEMPTS);
    if (!counted) return false;
    const expected = Buffer.from(counted.code_hash, 'hex');
    const given = Buffer.from(digest(target, purpose, code.trim()), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return useCode(sql, counted.id, now);
  }

  /** Tells the old contact that the account's contact changed (to which, masked). */
  async function noticeContactChanged({
    channel,
    target,
    newContact,
    locale,
  }: {
    channel: CodeChannel;
    target: string;
    newContact: string;
    locale: Locale;
  }): Promise<void> {
    const body = inLocale(CONTACT_CHANGED, locale)(mask(newContact));
    await deliver({ channel, recipient: target, subject: body.split(/[，,.。]/)[0] ?? 'Account contact changed', body });
  }

  return { send, consume, noticeContactChanged };
}

export type Codes = ReturnType<typeof createCodes>;
