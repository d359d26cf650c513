import {
  CashierCode,
  CardType,
  usdtPayout,
  withdrawalFee,
  withdrawHoursStatus,
  type CashierSettings,
  type TurnoverStanding,
  type UsdtProtocol,
} from '@portal/contracts';
import type { Prisma } from '../../db/client.js';
import { denied, invalid, notFound } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingMinuteOfDay } from '../../time.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import type { CardRow } from './rows.js';
import { D, refusal } from './orders.js';

// The withdrawal rules, in the order they are checked (the original's order, with its codes).
// The first rule that fails refuses the withdrawal; the balance (208) is the wallet's hold, last.
// Each rule is a function of the attempt: what it reads of the database the attempt reads for it,
// when the rule asks (withdrawals.ts, in the withdrawal's transaction).

type EntryRule = (guard: PasswordGuard, userId: number) => Promise<void>;

/** 203: the member is not frozen by the back office, and their money is not locked after wrong passwords. */
const memberNotFrozenNorLocked: EntryRule = (guard, userId) => guard.assertMoneyOpen(userId);

/** 429: not over the limit of wrong withdrawal passwords (checked before any hashing). */
const payPasswordNotLockedOut: EntryRule = (guard, userId) => guard.refuseIfLimited(userId);

/** The rules checked first, before the order's transaction, in this order. */
export const ENTRY_RULES: readonly EntryRule[] = [memberNotFrozenNorLocked, payPasswordNotLockedOut];

/** One withdrawal being checked, under the lock on the member's row. */
export interface WithdrawalAttempt {
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
  /** The member's withdrawals of the Beijing day of `now` that use up a slot (pending or approved). */
  withdrawalsToday: () => Promise<number>;
  /** Where the member stands against the turnover rule (the cashier settings' multiple). */
  turnover: () => Promise<TurnoverStanding>;
}

type WithdrawalRule = (a: WithdrawalAttempt) => Promise<void> | void;

/** 216: at most daily_count withdrawals (pending or approved) a Beijing day. */
const withinDailyCount: WithdrawalRule = async ({ withdrawalsToday, config }) => {
  const { daily_count } = config.withdraw;
  if ((await withdrawalsToday()) >= daily_count) {
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
const turnoverMet: WithdrawalRule = async ({ turnover }) => {
  const { met, missing } = await turnover();
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
