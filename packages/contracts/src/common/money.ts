// Money on the wire is a decimal string ("1234.50"). These helpers do its arithmetic exactly, on
// integers (BigInt scaled by a power of ten), so both apps can add, compare and convert amounts
// without JS floats (0.1 + 0.2 is 0.30 here, not 0.30000000000000004). The server does its own
// arithmetic with Prisma.Decimal; these are for the browser and for shared rules.

/** A decimal string such as "12", "-3.5" or "0.01"; a JSON number is read through its own digits. */
export type MoneyValue = string | number;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** An exact decimal: value = units / 10^scale. */
interface Scaled {
  units: bigint;
  scale: number;
}

/** True for a plain decimal string (optional minus, digits, optional fraction): no exponent, no spaces inside. */
export function isMoney(value: unknown): value is MoneyValue {
  if (typeof value === 'number') return Number.isFinite(value) && DECIMAL.test(String(value));
  return typeof value === 'string' && DECIMAL.test(value.trim());
}

function parse(value: MoneyValue): Scaled {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) throw new RangeError(`not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = m;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

const TEN = 10n;
function rescale(x: Scaled, scale: number): bigint {
  return x.units * TEN ** BigInt(scale - x.scale);
}

/** Writes units / 10^scale with exactly `scale` decimals; zero never carries a minus sign. */
function write(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const text = scale > 0 ? `${whole}.${digits.slice(digits.length - scale)}` : whole;
  return negative ? `-${text}` : text;
}

/** Integer division rounded toward minus infinity (BigInt `/` rounds toward zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function combine(a: MoneyValue, b: MoneyValue, sign: 1n | -1n): string {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(2, x.scale, y.scale);
  return write(rescale(x, scale) + sign * rescale(y, scale), scale);
}

/** a + b, exact, with at least 2 decimals: addMoney('0.1', '0.2') === '0.30'. */
export function addMoney(a: MoneyValue, b: MoneyValue): string {
  return combine(a, b, 1n);
}

/** a - b, exact, with at least 2 decimals. */
export function subMoney(a: MoneyValue, b: MoneyValue): string {
  return combine(a, b, -1n);
}

/** The sum of a list of amounts ('0.00' for none). */
export function sumMoney(values: readonly MoneyValue[]): string {
  return values.reduce<string>((acc, v) => addMoney(acc, v), '0.00');
}

/** -1, 0 or 1 as a is below, equal to or above b: compareMoney('10', '9.99') === 1. */
export function compareMoney(a: MoneyValue, b: MoneyValue): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  const d = rescale(x, scale) - rescale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** -1, 0 or 1: the sign of an amount (a win, nothing, a loss). */
export function signOfMoney(value: MoneyValue): -1 | 0 | 1 {
  return compareMoney(value, '0');
}

/** True when the amount has no fraction ('100', '100.00'); false for '100.5' or anything not a decimal. */
export function isWholeUnits(value: MoneyValue): boolean {
  if (!isMoney(value)) return false;
  const x = parse(value);
  return x.units % TEN ** BigInt(x.scale) === 0n;
}

/** The whole units an amount holds, rounded down, never below zero: wholeUnits('1234.99') === '1234'. */
export function wholeUnits(value: MoneyValue): string {
  const x = parse(value);
  const whole = floorDiv(x.units, TEN ** BigInt(x.scale));
  return write(whole < 0n ? 0n : whole, 0);
}

/**
 * An amount with `places` decimals (2 on the wire, 6 for USDT), cut toward zero and never rounded
 * up, as the server's formatMoney does: formatMoney('12.345') === '12.34', formatMoney('5') === '5.00'.
 */
export function formatMoney(value: MoneyValue, places = 2): string {
  const x = parse(value);
  const units = places >= x.scale ? rescale(x, places) : x.units / TEN ** BigInt(x.scale - places);
  return write(units, places);
}

/**
 * CNY to USDT at `rate` CNY per USDT, rounded down to 2 decimals (spec §9: "conversion uses
 * usdtrate rounded down to 2 decimals"): toUsdt('1000', '7.15') === '139.86'. A rate that is not
 * above zero throws.
 */
export function toUsdt(cny: MoneyValue, rate: MoneyValue): string {
  const amount = parse(cny);
  const r = parse(rate);
  if (r.units <= 0n) throw new RangeError(`the USDT rate must be above zero: ${JSON.stringify(rate)}`);
  // cny / rate = (a / 10^sa) / (r / 10^sr); in hundredths: a * 10^sr * 100 / (r * 10^sa).
  const hundredths = floorDiv(amount.units * TEN ** BigInt(r.scale) * 100n, r.units * TEN ** BigInt(amount.scale));
  return write(hundredths, 2);
}

/** part / whole as a whole percentage, rounded half up (away from zero): percentOf('1', '3') === 33. `whole` must not be zero. */
export function percentOf(part: MoneyValue, whole: MoneyValue): number {
  const p = parse(part);
  const w = parse(whole);
  if (w.units === 0n) throw new RangeError('percentOf: the whole is zero');
  // (p / 10^ps) / (w / 10^ws) * 100 = p * 10^ws * 100 / (w * 10^ps)
  let numerator = p.units * TEN ** BigInt(w.scale) * 100n;
  let denominator = w.units * TEN ** BigInt(p.scale);
  if (denominator < 0n) [numerator, denominator] = [-numerator, -denominator];
  const half = numerator < 0n ? -denominator : denominator;
  return Number((numerator * 2n + half) / (2n * denominator));
}
