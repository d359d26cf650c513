// TEMPORARY stand-ins for the contracts money rules (common/money.ts: toUsdt, subMoney, compareMoney),
// with the same names and signatures so the switch is an import change. Decimal strings only: the
// arithmetic is on scaled BigInts, never on Number().
const SCALE = 8;
const TEN = 10n;

function toScaled(value: string): bigint | null {
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const frac = (m[3] ?? '').slice(0, SCALE).padEnd(SCALE, '0');
  const n = BigInt(m[2]!) * TEN ** BigInt(SCALE) + BigInt(frac);
  return m[1] ? -n : n;
}

function fromScaled(n: bigint, decimals: number): string {
  const neg = n < 0n;
  const abs = neg ? -n : n;
  const unit = TEN ** BigInt(SCALE);
  const int = abs / unit;
  const frac = (abs % unit).toString().padStart(SCALE, '0').slice(0, decimals);
  return `${neg ? '-' : ''}${int}${decimals > 0 ? `.${frac}` : ''}`;
}

/** -1, 0 or 1; a malformed value sorts as 0. */
export function compareMoney(a: string, b: string): number {
  const x = toScaled(a) ?? 0n;
  const y = toScaled(b) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function subMoney(a: string, b: string): string {
  return fromScaled((toScaled(a) ?? 0n) - (toScaled(b) ?? 0n), 2);
}

/** CNY -> USDT at `rate` CNY per USDT, rounded down to 2 decimals (spec §9). */
export function toUsdt(cny: string, rate: string): string {
  const c = toScaled(cny);
  const r = toScaled(rate);
  if (c === null || r === null || r <= 0n) return '0.00';
  const unit = TEN ** BigInt(SCALE);
  const cents = (c * 100n) / r; // floor for non-negative values
  return fromScaled((cents * unit) / 100n, 2);
}

/** A plain decimal with at most 2 places: what the amount fields accept. */
export function isMoney(value: string): boolean {
  return /^\d+(\.\d{1,2})?$/.test(value.trim());
}
