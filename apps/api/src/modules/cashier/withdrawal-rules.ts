import { CashierCode, CardType, OrderState, usdtPayout, withdrawalFee, withdrawHoursStatus, type CashierSettings, type UsdtProtocol } from '@portal/contracts';
import type { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import { denied, invalid, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDayStart, beijingMinuteOfDay } from '../../time.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { CardRow } from './rows.js';
import { D, refusal } from './orders.js';
import { turnoverOf } from './turnover.js';

// The withdrawal rules, in the order they are checked (the original's order, with its codes).
// The first rule that fails refuses the withdrawal; the balance (208) is the wallet's hold, last.

type EntryRule = (guard: PasswordGuard, userId: number) => Promise<void>;

/** 203: the member is not frozen by the back office, and their money is not locked after wrong passwords. */
const memberNotFrozenNorLocked: EntryRule = (guard, userId) => guard.assertMoneyOpen(userId);

/** 429: not over the limit of wrong withdrawal passwords (checked before any hashing). */
const payPasswordNotLockedOut: EntryRule = (guard, userId) => guard.refuseIfLimited(userId);

/** The rules checked first, before the order's transaction, in this order. */
export const ENTRY_RULES: readonly EntryRule[] = [memberNotFrozenNorLocked, payPasswordNotLockedOut];

/** One withdrawal being checked, under the lock on the member's row. */
export interface WithdrawalAttempt {
  tx: Sql;
  userId: number;
  amount: Prisma.Decimal;
  now: Date;
  config: CashierSettings;
  /** The member's withdrawal password hash ('' or undefined when none is set). */
  payPasswordHash: string | undefined;
  /** The bcrypt verdict, started when the row was locked (bcrypt is slow) and read at its turn. */
  passwordOk: Promise<boolean>;
  /** Counts a wrong withdrawal password (the password guard locks after too many). */
  countWrongPassword: () => Promise<void>;
  /** The bound card or address the member chose, when it is theirs. */
  card: CardRow | undefined;
}

type WithdrawalRule = (a: WithdrawalAttempt) => Promise<void> | void;

/** The member's withdrawals that use up a slot of the day (pending or approved) since `dayStart`. */
async function withdrawalsSince(db: Sql, userId: number, dayStart: Date): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM withdrawals WHERE user_id = $1 AND created_at >= $2 AND state = ANY($3::int[])',
    [userId, dayStart, [OrderState.pending, OrderState.approved]],
  );
  return Number(row?.n ?? 0);
}

/** 216: at most daily_count withdrawals (pending or approved) a Beijing day. */
const withinDailyCount: WithdrawalRule = async ({ tx, userId, now, config }) => {
  const { daily_count } = config.withdraw;
  if ((await withdrawalsSince(tx, userId, beijingDayStart(now))) >= daily_count) {
    throw refusal(CashierCode.withdrawDailyCount, 'cashier.withdrawDailyCount', { count: daily_count });
  }
};

/** 218 before the withdrawal hours open today, 219 after they close. */
const withinWithdrawalHours: WithdrawalRule = ({ now, config }) => {
  const hours = withdrawHoursStatus(config.withdraw, beijingMinuteOfDay(now));
  if (hours === 'open') return;
  const { start, end } = config.withdraw;
  if (hours === 'early') throw refusal(CashierCode.withdrawNotOpenYet, 'cashier.withdrawNotOpenYet', { start, end });
  throw refusal(CashierCode.withdrawClosed, 'cashier.withdrawClosed', { start, end });
};

/** 217: the turnover since the last approved withdrawal is met (the message names what is missing). */
const turnoverMet: WithdrawalRule = async ({ tx, userId, config }) => {
  const { met, missing } = await turnoverOf(tx, { userId, multiple: config.withdraw.turnover_multiple });
  if (!met) throw refusal(CashierCode.withdrawTurnover, 'cashier.withdrawTurnover', { amount: formatMoney(missing) });
};

/** 214: not below the minimum. */
const notBelowMinimum: WithdrawalRule = ({ amount, config }) => {
  if (amount.lessThan(config.withdraw.min)) throw refusal(CashierCode.withdrawBelowMin, 'cashier.withdrawMin', { min: D(config.withdraw.min).toString() });
};

/** 215: not above the maximum. */
const notAboveMaximum: WithdrawalRule = ({ amount, config }) => {
  if (amount.greaterThan(config.withdraw.max)) throw refusal(CashierCode.withdrawAboveMax, 'cashier.withdrawMax', { max: D(config.withdraw.max).toString() });
};

/** 203: the member has set a withdrawal password. */
const payPasswordSet: WithdrawalRule = ({ payPasswordHash }) => {
  if (!payPasswordHash) throw denied('cashier.noPayPassword');
};

/** 203: the withdrawal password is right (counted only when it is the rule that refuses). */
const payPasswordRight: WithdrawalRule = async ({ passwordOk, countWrongPassword }) => {
  if (await passwordOk) return;
  await countWrongPassword();
  throw denied('cashier.payPassWrong');
};

/** The card or address is one of the member's own. */
const cardIsTheMembers: WithdrawalRule = ({ card }) => {
  if (!card) throw notFound('cashier.cardNotFound');
};

/** To a USDT address: the payout after the protocol's fee is above zero. */
const payoutAboveFee: WithdrawalRule = ({ card, amount, config }) => {
  const { payout } = payoutOf(card!, amount, config);
  if (payout !== null && !D(payout).greaterThan(0)) throw invalid('cashier.payoutTooSmall');
};

/** Every rule a withdrawal passes under the member's row lock, in this order. */
export const WITHDRAWAL_RULES: readonly WithdrawalRule[] = [
  withinDailyCount,
  withinWithdrawalHours,
  turnoverMet,
  notBelowMinimum,
  notAboveMaximum,
  payPasswordSet,
  payPasswordRight,
  cardIsTheMembers,
  payoutAboveFee,
];

/** What a withdrawal to `card` pays out: for a USDT address its protocol, fee and USDT payout; nulls for a bank card. */
export function payoutOf(card: CardRow, amount: Prisma.Decimal, config: CashierSettings) {
  const protocol = card.type === CardType.usdt ? (card.bank_owner as UsdtProtocol) : null;
  const fee = protocol ? withdrawalFee(protocol, config) : null;
  const payout = protocol ? usdtPayout(amount.toFixed(2), config.withdrawusdtrate, fee!) : null;
  return { protocol, fee, payout };
}
