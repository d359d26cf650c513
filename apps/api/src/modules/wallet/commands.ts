import type { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import { systemClock, type Clock } from '../../clock.js';
import { centralCode, HOUSE, type HouseAccount, type PostingKind } from './chart.js';
import { balanceOf, centralAccount, houseAccount, move, platformAccount, post, type AccountRef, type LastInTransaction } from './ledger.js';

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

/** Hold and release always go through the withdrawals-in-flight account. */
export type InFlightCommand = Omit<MoneyCommand, 'house'> & { house?: typeof HOUSE.withdrawalsInFlight };

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
export function createWallet({ sql, clock = systemClock }: Deps) {
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
    /** House -> member central (deposit approved, rebate, red packet, positive adjustment). */
    credit: (tx: Sql, cmd: MoneyCommand) => book(tx, { ...cmd, from: houseAccount(cmd.house), to: central(cmd.userId) }),

    /** Member central -> house (negative adjustment); 208 when the member is short. */
    debit: (tx: Sql, cmd: MoneyCommand) => book(tx, { ...cmd, from: central(cmd.userId), to: houseAccount(cmd.house) }),

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

    /** Withdrawals in flight -> member central (a withdrawal rejected). */
    release: (tx: Sql, cmd: InFlightCommand) => book(tx, { ...cmd, from: inFlight, to: central(cmd.userId) }),

    /** Member central <-> the member's wallet at a platform (wallet/transfers.ts). */
    transfer(tx: Sql, cmd: PlatformMoveCommand, options?: LastInTransaction): Promise<MoneyResult> {
      const platform = platformAccount(cmd.userId, cmd.platname);
      return cmd.kind === 'transfer.in'
        ? book(tx, { ...cmd, from: central(cmd.userId), to: platform }, options)
        : book(tx, { ...cmd, from: platform, to: central(cmd.userId) }, options);
    },

    /** Brings a member's platform mirror in line with the platform: the game results since the last look, against the house. */
    async gameResult(tx: Sql, cmd: GameResultCommand): Promise<{ posted: boolean }> {
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
      await tx.query(`INSERT INTO accounts (kind, user_id, code) VALUES ('central', $1, $2)`, [userId, centralCode(userId)]);
    },

    /** Runs `fn` in one database transaction of the money pool (= core.sql.tx). */
    runInTransaction: <T>(fn: (tx: Sql) => Promise<T>): Promise<T> => sql.tx(fn),
  };
}

export type Wallet = ReturnType<typeof createWallet>;
