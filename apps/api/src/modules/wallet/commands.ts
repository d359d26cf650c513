import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import { systemClock, type Clock } from '../../clock.js';
import { centralCode, HOUSE, type HouseAccount, type PostingKind } from './chart.js';
import { balanceOf, centralAccount, houseAccount, move, platformAccount, post, type AccountRef, type LastInTransaction } from './ledger.js';
import { assertWithinCap, checkPayoutRule, isLimit, payoutStaffIds, type HousePayoutRule, type HousePayoutRules, type PayoutBy } from './payout-rules.js';
import { openCentralAccount } from './store/ledger.js';
import { staffOf } from './store/staff.js';

/** One movement between a member's central wallet and a house account. */
export interface MoneyCommand {
  userId: number;
  /** Positive; 2 decimals at most. */
  amount: Prisma.Decimal;
  house: HouseAccount;
  kind: PostingKind;
  /** Idempotency key, unique per movement (an order number, the client's Idempotency-Key): a replay moves nothing. */
  key: string;
  memo?: string;
}

export type { PayoutBy } from './payout-rules.js';

/**
 * A payment out of a house account into a member's central wallet. The house account is the
 * kind's (payout-rules.ts); the command is refused above the kind's cap, to a blocked member where
 * the kind says so, and above the kind's threshold without `approvedBy`.
 */
export interface PayoutCommand {
  userId: number;
  /** Positive; 2 decimals at most. */
  amount: Prisma.Decimal;
  kind: PostingKind;
  /** Idempotency key, unique per movement: a replay moves nothing. */
  key: string;
  memo?: string;
  by: PayoutBy;
  /** The staff member who last set the amount or the terms it is reckoned from (a promotion's money settings). */
  amountSetBy?: number | null;
  /** Above the threshold: the second finance or super staff member who approved it, neither `by` nor `amountSetBy`. */
  approvedBy?: number | null;
}

/** Hold and release always go through the withdrawals-in-flight account. */
export type InFlightCommand = Omit<MoneyCommand, 'house'> & { house?: typeof HOUSE.withdrawalsInFlight };
/** A release returns held money: a payout of its kind, set going by `by`. */
export type ReleaseCommand = Omit<InFlightCommand, 'kind'> & { kind: 'withdrawal.release'; by: PayoutBy };

/** A movement between a member's central wallet and their wallet at a game platform. */
export interface PlatformMoveCommand {
  userId: number;
  platname: string;
  amount: Prisma.Decimal;
  /** 'transfer.in' moves central -> platform; 'transfer.out' and 'transfer.reversal' platform -> central. */
  kind: 'transfer.in' | 'transfer.out' | 'transfer.reversal';
  key: string;
  memo?: string;
}

/** A platform's game results booked against the house: positive when the member won. */
export interface GameResultCommand {
  userId: number;
  platname: string;
  amount: Prisma.Decimal;
  key: string;
  memo?: string;
}

/** `balance`: the member's central wallet after the command; null when the key was replayed (nothing moved). */
export interface MoneyResult {
  posted: boolean;
  balance: Prisma.Decimal | null;
}

interface Deps {
  sql: SqlPool;
  /** Stamps each journal transaction with business time (tests move it); the system clock by default. */
  clock?: Clock;
  /** Every posting kind's rule for money out of a house account (payout-rules.ts, with this configuration's limits). */
  rules: HousePayoutRules;
  /**
   * Player protection in the paying transaction: locks the member's row and throws the refusal of
   * a time-out or self-exclusion in force. Without it a kind refused while blocked is not paid at all.
   */
  playerBlock?: (tx: Sql, userId: number) => Promise<void>;
}

function positive(amount: Prisma.Decimal, key: string): Prisma.Decimal {
  if (amount.isNegative()) throw new Error(`money command ${key}: negative amount ${amount.toString()}`);
  return amount;
}

/**
 * The wallet's commands: the only way money moves. Each runs inside the caller's transaction
 * (`tx`, so the caller's own rows commit or roll back with the money) and is idempotent by its
 * key. A member balance that would go below zero throws AppError 208 (transfer.insufficient) and
 * the caller's transaction rolls back.
 */
export function createWallet({ sql, clock = systemClock, rules, playerBlock }: Deps) {
  /** The kind's rule; a kind that is no payout (or unknown) is a caller's bug: nothing moves. */
  function payoutRule(kind: PostingKind): HousePayoutRule {
    const rule = rules[kind];
    if (!rule?.pays) throw new Error(`posting kind ${kind} takes no money out of a house account: it cannot be paid to a member`);
    return rule;
  }

  /**
   * The rule of the kind, enforced in the paying transaction (the backstop, whatever the caller):
   * the trigger is one the kind allows, the amount within its cap, the member not blocked where
   * the kind says so, and above its threshold a second person approved it (payout-rules.ts
   * checkPayoutRule, with the staff it names read and held in this transaction).
   */
  async function checkPayout(tx: Sql, cmd: Pick<PayoutCommand, 'userId' | 'amount' | 'kind' | 'by' | 'amountSetBy' | 'approvedBy'>): Promise<HousePayoutRule> {
    const rule = payoutRule(cmd.kind);
    assertWithinCap(rule, cmd.amount);
    checkPayoutRule(rule, cmd, await staffOf(tx, payoutStaffIds(rule, cmd)));
    if (rule.refusedWhileBlocked) {
      if (!playerBlock) throw new Error(`posting kind ${cmd.kind} is refused to blocked members, and this wallet has no player-protection check`);
      await playerBlock(tx, cmd.userId);
    }
    return rule;
  }

  async function book(
    tx: Sql,
    cmd: { kind: PostingKind; key: string; memo?: string; from: AccountRef; to: AccountRef; amount: Prisma.Decimal; userId: number },
    options?: LastInTransaction,
  ): Promise<MoneyResult> {
    const result = await post(
      tx,
      {
        kind: cmd.kind,
        key: cmd.key,
        memo: cmd.memo,
        at: clock.now(),
        legs: move(cmd.from, cmd.to, positive(cmd.amount, cmd.key)),
      },
      options,
    );
    if (!result.posted) return { posted: false, balance: null };
    return { posted: true, balance: result.balances.get(centralCode(cmd.userId)) ?? null };
  }

  const central = (userId: number) => centralAccount(userId);
  const inFlight = houseAccount(HOUSE.withdrawalsInFlight);

  return {
    /**
     * House -> member central (deposit approved, rebate, red packet, promotion bonus, positive
     * adjustment), by the kind's rule (payout-rules.ts): refused above its cap, to a blocked member
     * where the kind says so, and above its threshold without a second person's approval.
     */
    async credit(tx: Sql, cmd: PayoutCommand): Promise<MoneyResult> {
      const amount = positive(cmd.amount, cmd.key);
      const rule = await checkPayout(tx, { ...cmd, amount });
      return book(tx, { kind: cmd.kind, key: cmd.key, memo: cmd.memo, userId: cmd.userId, amount, from: houseAccount(rule.house), to: central(cmd.userId) });
    },

    /** Whether a payment of `kind` of `amount` needs a second person's approval (above the kind's threshold). */
    needsSecondPerson(kind: PostingKind, amount: Prisma.Decimal): boolean {
      const limit = payoutRule(kind).secondPersonAbove;
      return isLimit(limit) && amount.greaterThan(limit.value);
    },

    /** The most one payment of `kind` may be (null: no cap). */
    capOf(kind: PostingKind): Prisma.Decimal | null {
      const cap = payoutRule(kind).cap;
      return isLimit(cap) ? new Prisma.Decimal(cap.value) : null;
    },

    /** The amount above which a payment of `kind` needs a second person (null: never). */
    thresholdOf(kind: PostingKind): Prisma.Decimal | null {
      const limit = payoutRule(kind).secondPersonAbove;
      return isLimit(limit) ? new Prisma.Decimal(limit.value) : null;
    },

    /** Member central -> house (negative adjustment); 208 when the member is short. */
    debit: (tx: Sql, cmd: MoneyCommand, options?: LastInTransaction) => book(tx, { ...cmd, from: central(cmd.userId), to: houseAccount(cmd.house) }, options),

    /** Member central -> withdrawals in flight (a withdrawal submitted); 208 when short. */
    hold: (tx: Sql, cmd: InFlightCommand) => book(tx, { ...cmd, from: central(cmd.userId), to: inFlight }),

    /** Withdrawals in flight -> cmd.house (withdrawals paid: a withdrawal approved). The member's wallet does not change. */
    async capture(tx: Sql, cmd: MoneyCommand): Promise<MoneyResult> {
      const result = await post(tx, {
        kind: cmd.kind,
        key: cmd.key,
        memo: cmd.memo,
        at: clock.now(),
        legs: move(inFlight, houseAccount(cmd.house), positive(cmd.amount, cmd.key)),
      });
      return { posted: result.posted, balance: result.posted ? await balanceOf(tx, centralCode(cmd.userId)) : null };
    },

    /** Withdrawals in flight -> member central (a withdrawal rejected): a payout of its kind's rule. */
    async release(tx: Sql, cmd: ReleaseCommand): Promise<MoneyResult> {
      const amount = positive(cmd.amount, cmd.key);
      await checkPayout(tx, { ...cmd, amount });
      return book(tx, { kind: cmd.kind, key: cmd.key, memo: cmd.memo, userId: cmd.userId, amount, from: inFlight, to: central(cmd.userId) });
    },

    /** Member central <-> the member's wallet at a platform (wallet/transfers.ts). */
    transfer(tx: Sql, cmd: PlatformMoveCommand, options?: LastInTransaction): Promise<MoneyResult> {
      const platform = platformAccount(cmd.userId, cmd.platname);
      return cmd.kind === 'transfer.in'
        ? book(tx, { ...cmd, from: central(cmd.userId), to: platform }, options)
        : book(tx, { ...cmd, from: platform, to: central(cmd.userId) }, options);
    },

    /** Brings a member's platform mirror in line with the platform: the game results since the last look, against the house. */
    async gameResult(tx: Sql, cmd: GameResultCommand): Promise<{ posted: boolean }> {
      if (cmd.amount.isPositive() && !cmd.amount.isZero()) payoutRule('game.result');
      const result = await post(tx, {
        kind: 'game.result',
        key: cmd.key,
        memo: cmd.memo,
        at: clock.now(),
        legs: move(houseAccount(HOUSE.gameResults), platformAccount(cmd.userId, cmd.platname), cmd.amount),
      });
      return { posted: result.posted };
    },

    /** The member's central wallet balance (0 before it exists). */
    balance: (db: Sql, userId: number): Promise<Prisma.Decimal> => balanceOf(db, centralCode(userId)),

    /** Opens a new member's central wallet, inside the registration's transaction. */
    async openMemberWallet(tx: Sql, userId: number): Promise<void> {
      await openCentralAccount(tx, { userId, code: centralCode(userId) });
    },

    /** Runs `fn` in one database transaction of the money pool (= core.sql.tx). */
    runInTransaction: <T>(fn: (tx: Sql) => Promise<T>): Promise<T> => sql.tx(fn),
  };
}

export type Wallet = ReturnType<typeof createWallet>;
