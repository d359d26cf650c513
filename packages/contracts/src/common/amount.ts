import { z } from 'zod';

/** A plain decimal: digits, optionally a point and 1 or 2 decimals. Nothing else ("1e3", "0x1", "+5", " 5 "). */
export const MONEY_PATTERN = /^\d+(\.\d{1,2})?$/;
/** The largest amount any money route takes (NUMERIC(18, 2) leaves room for sums of these). */
export const MONEY_MAX_DIGITS = 12;

function asPlainDecimal(value: unknown): string | null {
  if (typeof value === 'string') return MONEY_PATTERN.test(value) ? value : null;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
    // A JSON number is taken as written: 100.5 -> "100.5"; 1e21 or 0.001 do not read as a plain decimal.
    const text = String(value);
    return MONEY_PATTERN.test(text) ? text : null;
  }
  return null;
}

/** Strips leading zeros and a trailing ".0"/".00" so "0100.50" reads "100.5". */
function normalise(text: string): string {
  const [int = '0', frac = ''] = text.split('.');
  const whole = int.replace(/^0+(?=\d)/, '');
  const cents = frac.replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : whole;
}

/**
 * The one amount schema of every money route: a JSON number or a plain decimal string
 * (^\d+(\.\d{1,2})?$), above zero, at most 12 integer digits. The output is a normalised decimal
 * string (never a float) for Prisma.Decimal. Absent gives `money.amountRequired`, anything else
 * malformed `money.amountInvalid`; both are code 1000.
 */
export const moneyAmount = z.unknown().transform((v, ctx) => {
  // Issues are added here rather than by an aborting refine: an abort would also skip the
  // cross-field rules of the form around it, whose order the first-broken-rule report needs.
  if (v === undefined || v === null || v === '') {
    ctx.addIssue({ code: 'custom', message: 'money.amountRequired' });
    return z.NEVER;
  }
  const text = asPlainDecimal(v);
  if (text === null || text.split('.')[0]!.replace(/^0+(?=\d)/, '').length > MONEY_MAX_DIGITS || /^[0.]+$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'money.amountInvalid' });
    return z.NEVER;
  }
  return normalise(text);
});
export type MoneyAmount = z.output<typeof moneyAmount>;
