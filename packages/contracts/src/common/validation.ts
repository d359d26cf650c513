import { z } from 'zod';
import { isMessageKey, type MessageKey } from '../texts.js';

// The patterns of spec §5, one place for both the forms and the server.
export const PATTERNS = {
  username: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,32}$/,
  usernameShort: /^[A-Za-z\d]{6,32}$/,
  password: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/,
  // Chinese or Latin letters; middle dot, ampersand and single spaces between parts allowed.
  realname: /^[\u4e00-\u9fa5A-Za-z·•&]+(?: [\u4e00-\u9fa5A-Za-z·•&]+)*$/,
  mobile: /^1[3-9]\d{9}$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  /** A game platform's name (platname) as the wallet and records routes take it. */
  platname: /^[A-Za-z0-9_]{1,32}$/,
} as const;

export function isMobile(value: string): boolean {
  return PATTERNS.mobile.test(value);
}
export function isEmail(value: string): boolean {
  return value.length <= 100 && PATTERNS.email.test(value);
}
/** A real calendar day in YYYY-MM-DD, not in the future. */
export function isBirthday(value: string): boolean {
  if (!PATTERNS.date.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const valid = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return valid && y >= 1900 && date.getTime() <= Date.now();
}

/** The years a back-office date filter may name: any other is a typo, and PostgreSQL refuses year 0. */
export const DAY_YEARS = { min: 2000, max: 2100 } as const;

/**
 * A day of the calendar written YYYY-MM-DD, in DAY_YEARS: '2026-13-45', '2026-02-30' and
 * '0000-01-01' match the pattern but name no day, and would reach the database's date parser.
 */
export function isCalendarDay(value: string): boolean {
  if (!PATTERNS.date.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= DAY_YEARS.min && y <= DAY_YEARS.max && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A Beijing day of a back-office filter (YYYY-MM-DD, a real day of DAY_YEARS); every failure reports `staff.dateInvalid`. */
export const calendarDay = () => z.string({ error: 'staff.dateInvalid' }).trim().refine(isCalendarDay, { error: 'staff.dateInvalid' });

/** A required string field whose every failure (missing, wrong type, empty) reports `key`. */
export const requiredText = (key: MessageKey, max = 200) => z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key });

/** An optional string: absent or null reads as ''; when non-empty it must pass `test`. */
export const optionalText = (key: MessageKey, test: (v: string) => boolean, max = 100) =>
  z.preprocess(
    (v: string | number | null | undefined) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: key })
      .trim()
      .max(max, { error: key })
      .refine((v) => v === '' || test(v), { error: key }),
  );

export type ParseResult<T> = { ok: true; data: T } | { ok: false; key: MessageKey; field: string };

/**
 * Parses input and, on failure, returns the first broken rule in the order the form lists its
 * fields (spec §5 checks fields in a fixed order), whether the rule is on one field or across fields.
 */
export function parseInOrder<S extends z.ZodType>(schema: S, input: unknown, order: readonly string[]): ParseResult<z.infer<S>> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const rank = (path: readonly PropertyKey[]) => {
    const i = order.indexOf(String(path[0] ?? ''));
    return i === -1 ? order.length : i;
  };
  const first = [...result.error.issues].sort((a, b) => rank(a.path) - rank(b.path))[0];
  const message = first?.message ?? '';
  return { ok: false, key: isMessageKey(message) ? message : 'common.badRequest', field: String(first?.path[0] ?? '') };
}

/** Cross-field checks must run even when a field already failed, so their order can be ranked. */
export const always = { when: () => true } as const;
