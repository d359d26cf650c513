import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toUsdt } from '../common/money.js';

// Pure cashier rules both apps need: USDT conversion, payout, address checks, withdrawal hours.
// Money is computed on scaled integers (BigInt), never on JS floats.

/** Reply codes of the cashier (docs/compatibility.md#wire-conventions; 217 and 220 are this product's own refusals). */
export const CashierCode = {
  overBalance: 208,
  withdrawBelowMin: 214,
  withdrawAboveMax: 215,
  withdrawDailyCount: 216,
  withdrawTurnover: 217,
  withdrawNotOpenYet: 218,
  withdrawClosed: 219,
  /** The member already has DEPOSIT_OPEN_ORDERS pending, unexpired deposit orders. */
  depositOpenOrders: 220,
} as const;

/** Deposit and withdrawal order state (spec §4): 1 pending review, 2 approved, 3 rejected. */
export const OrderState = { pending: 1, approved: 2, rejected: 3 } as const;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];

/** The payment window of a deposit order (spec §9): one hour from created_at. */
export const PAYMENT_WINDOW_MS = 3_600_000;
/** The reason stored on an order the expiry job closed. */
export const EXPIRED_REASON = 'expired';

/**
 * What a deposit order's payment page says about it: still to pay, paid (approved), rejected by
 * finance (with its reason), or expired (closed by the expiry job, or past its hour and not yet closed).
 * Only a 'pending' order shows where to pay.
 */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export function depositStatus(order: { state: number; reason: string; expires_at: Date }, now: Date): DepositStatus {
  if (order.state === OrderState.approved) return 'paid';
  if (order.state === OrderState.rejected) return order.reason === EXPIRED_REASON ? 'expired' : 'rejected';
  return order.expires_at.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export const USDT_PROTOCOLS = ['ERC20', 'TRC20'] as const;
export type UsdtProtocol = (typeof USDT_PROTOCOLS)[number];
export const DEFAULT_PROTOCOL: UsdtProtocol = 'ERC20';

/** Pay types of /api/recharge (wechat arrives as wxpay). */
export const PAY_TYPES = ['bank', 'wxpay', 'alipay', 'game', 'usdt'] as const;
export type PayType = (typeof PAY_TYPES)[number];
/** The QR pay ways (by their /api/recharge paytype): each has its own list of channels. */
export const PAY_CHANNEL_WAYS = ['wxpay', 'alipay', 'game'] as const;
export type PayChannelWay = (typeof PAY_CHANNEL_WAYS)[number];
/** An uploaded channel QR image: at most 2 MB (upload.tooLarge says so), PNG or JPEG (re-encoded as PNG by the server). */
export const CHANNEL_QR_MAX_BYTES = 2 * 1024 * 1024;
/** /api/getPayRange types (spec §7). */
export const PAY_RANGE_TYPES = ['bank', 'wechat', 'alipay', 'game', 'usdt-erc20', 'usdt-trc20'] as const;
export type PayRangeType = (typeof PAY_RANGE_TYPES)[number];
/** /api/get_pay_way flags. */
export const PAY_WAY_FLAGS = ['card', 'wechat', 'alipay', 'game', 'usdt'] as const;
export type PayWayFlag = (typeof PAY_WAY_FLAGS)[number];
/** Each pay way's switch in /api/get_pay_way: 1 open, 0 closed. */
export const PayWaySwitch = { closed: 0, open: 1 } as const;
export type PayWaySwitch = (typeof PayWaySwitch)[keyof typeof PayWaySwitch];
/** The message of /api/payinfo: the original's pay type names. */
export const PAYINFO_TYPE: Record<PayType, string> = { bank: 'bankpay', wxpay: 'wxpay', alipay: 'alipay', game: 'ebpay', usdt: 'usdtpay' };

/** The pay-range row and the pay-way flag of an order. */
export function payRangeTypeOf(paytype: PayType, protocol: UsdtProtocol = DEFAULT_PROTOCOL): PayRangeType {
  if (paytype === 'usdt') return protocol === 'TRC20' ? 'usdt-trc20' : 'usdt-erc20';
  return paytype === 'wxpay' ? 'wechat' : paytype;
}
export function payWayFlagOf(paytype: PayType): PayWayFlag {
  return paytype === 'bank' ? 'card' : paytype === 'wxpay' ? 'wechat' : paytype;
}

/** Bound card types of /api/getcard and /api/bindcard. */
export const CardType = { bank: 1, usdt: 2 } as const;
export type CardType = (typeof CardType)[keyof typeof CardType];

// ---- decimal arithmetic on strings ----

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** `value` x 10^scale as a BigInt, cut toward zero past `scale` decimals. */
export function toScaled(value: string, scale: number): bigint {
  if (!DECIMAL.test(value)) throw new Error(`not a decimal: ${value}`);
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = value.replace('-', '').split('.');
  const digits = BigInt(int + frac.padEnd(scale, '0').slice(0, scale));
  return negative ? -digits : digits;
}
/** A scaled BigInt back to a decimal string with exactly `scale` decimals. */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** floor2(amount / rate): the USDT amount of a CNY amount, rounded down to 2 decimals (spec §9; common/money's toUsdt). */
export function usdtAmount(amount: string, rate: string): string {
  return toUsdt(amount, rate);
}

/** The USDT a withdrawal pays out: floor2(amount / withdrawusdtrate) - the protocol's fee (2 decimals; <= 0 is refused). */
export function usdtPayout(amount: string, rate: string, fee: string): string {
  return fromScaled(toScaled(usdtAmount(amount, rate), 2) - toScaled(fee, 2), 2);
}

/** The fee of a protocol: withdrawcashfee for ERC20, withdrawfeeusdttrc for TRC20. */
export function withdrawalFee(protocol: UsdtProtocol, fees: { withdrawcashfee: string; withdrawfeeusdttrc: string }): string {
  return protocol === 'TRC20' ? fees.withdrawfeeusdttrc : fees.withdrawcashfee;
}

// ---- the turnover rule (docs/compatibility.md#rule-6-withdrawal) ----

/** What counts toward a withdrawal since the member's last approved one (2-decimal strings). */
export interface TurnoverSums {
  /** Settled bets' valid amounts. */
  bets: string;
  /** Approved deposits. */
  deposits: string;
  /** Turnover required outright: back-office credits that were not corrections, and approved promotion bonuses times their multiple. */
  credits: string;
}

/** Where a member stands against the turnover rule: bet so far, required, still missing, met. */
export interface TurnoverStanding {
  done: string;
  required: string;
  missing: string;
  met: boolean;
}

/**
 * The turnover rule, the one place it is computed: before a withdrawal the member must have bet
 * the deposits times the multiple (rounded up to the cent) plus each back-office credit once and
 * each promotion bonus times its promotion's own multiple.
 * The withdrawal check refuses while `missing` > 0 (217); the back office shows done / required.
 */
export function turnoverStanding(sums: TurnoverSums, multiple: string): TurnoverStanding {
  const MULTIPLE_SCALE = 6;
  const product = toScaled(sums.deposits, 2) * toScaled(multiple, MULTIPLE_SCALE);
  const unit = 10n ** BigInt(MULTIPLE_SCALE);
  // Rounded up to the cent (BigInt division truncates toward zero, which is up for a negative product).
  const roundedUp = product > 0n ? (product + unit - 1n) / unit : product / unit;
  const required = roundedUp + toScaled(sums.credits, 2);
  const done = toScaled(sums.bets, 2);
  const missing = required > done ? required - done : 0n;
  return { done: fromScaled(done, 2), required: fromScaled(required, 2), missing: fromScaled(missing, 2), met: missing === 0n };
}

// ---- USDT address formats ----

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Uint8Array | null {
  let n = 0n;
  for (const ch of text) {
    const digit = BASE58.indexOf(ch);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  for (const ch of text) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** TRC20 (TRON): base58check of 0x41 + 20 bytes, 34 characters starting with T, checksum = first 4 bytes of sha256(sha256(payload)). */
export function isTrc20Address(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = bytes.slice(0, 21);
  const check = sha256(sha256(payload)).slice(0, 4);
  return check.every((b, i) => b === bytes[21 + i]);
}

/** ERC20 (Ethereum): 0x + 40 hex; when the letters are mixed case they must follow the EIP-55 checksum. */
export function isErc20Address(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return address === toChecksumAddress(hex);
}

/** The EIP-55 spelling of a 40-hex-digit address. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i];
  }
  return out;
}

export function isUsdtAddress(protocol: UsdtProtocol, address: string): boolean {
  return protocol === 'TRC20' ? isTrc20Address(address) : isErc20Address(address);
}

// ---- withdrawal hours ----

/** 'HH:mm' with 00:00 <= t <= 24:00. */
export const HOUR_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export interface WithdrawHours {
  start: string;
  end: string;
}
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Where a Beijing time of day (minutes since midnight) falls against the withdrawal hours:
 * 'open', 'early' (218: not open yet today) or 'late' (219: closed for today). A window that
 * crosses midnight (start > end, e.g. 10:00-02:00) is open on both sides of it.
 */
export function withdrawHoursStatus(hours: WithdrawHours, minuteOfDay: number): 'open' | 'early' | 'late' {
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  if (start === end && start === 0) return 'open';
  if (start < end) return minuteOfDay < start ? 'early' : minuteOfDay >= end ? 'late' : 'open';
  if (minuteOfDay >= start || minuteOfDay < end) return 'open';
  return 'early';
}
