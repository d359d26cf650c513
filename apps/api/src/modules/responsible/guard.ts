import {
  AFFORDABILITY_CODE,
  AFFORDABILITY_WINDOW_DAYS,
  DAY_MS,
  LIMIT_PERIODS,
  ResponsibleCode,
  limitWindow,
  type LimitKind,
  type LimitPeriod,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import { AppError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { BlockRow } from './rows.js';
import { insertReview, lastDecided, openReview } from './affordability-store.js';
import { depositOverLimit, intoGameAllowance, lossRoom, playTimeUsedUp, roundOverLoss, type LimitInForce, type LimitRoom } from './rules.js';
import {
  blockedCard,
  blockedContact,
  insertRefusal,
  limitsInForce,
  lockMember,
  markPlayed,
  markPlayedMayApply,
  MAY_APPLY_SQL,
  playRead,
  playUsage as playUsageRow,
  runningBlock,
  type ProtectionSources,
} from './store.js';

// What player protection refuses where money and play happen: the reads of the limits in force,
// of what is used of them and of a running time-out or self-exclusion, and the checks other
// modules call inside their own transactions (the cashier's deposit request and approval, the
// wallet's transfer into a game, the built-in platform's round) or before play (game launch).
// Every refusal is also written to responsible_refusals (outside the refused transaction), which
// the back office's harm report counts. The arithmetic is rules.ts's; the SQL store.ts's.

export type { LimitInForce } from './rules.js';
export { limitsInForce, runningBlock, notBlockedSql } from './store.js';

/** A member's deposits of each limit period, as every deposit-limit check and page counts them. */
export interface DepositUsage {
  /** Approved deposits, by the time they were asked. */
  approved: Record<LimitPeriod, Prisma.Decimal>;
  /** Pending orders still in their payment hour: asked for, not yet paid or reviewed. */
  awaiting: Record<LimitPeriod, Prisma.Decimal>;
}

/** What a new order must fit beside: approved and awaiting deposits together. */
export const depositsAsked = (usage: DepositUsage): Record<LimitPeriod, Prisma.Decimal> =>
  Object.fromEntries(LIMIT_PERIODS.map((p) => [p, usage.approved[p].plus(usage.awaiting[p])])) as Record<LimitPeriod, Prisma.Decimal>;

/** What is used of the loss and play-time limits at `now`, and what the member holds in game wallets. */
export interface PlayUsage {
  /** Net loss of each period (settled stakes minus payouts), never below 0. */
  loss: Record<LimitPeriod, Prisma.Decimal>;
  /** The member's game wallets as the portal's books hold them (the money already at stake). */
  inGames: Prisma.Decimal;
  /** Play minutes of the Beijing day so far (contracts PLAY_GAP_MINUTES). */
  played: number;
}

/** The reads of what is used of a member's limits, over the other modules' figures (their owners'). */
export function createUsageReads(sources: ProtectionSources) {
  /** Deposits counted against a deposit limit in each period of `now`: approved ones and pending ones still in their payment hour, by the time they were asked. */
  async function depositsUsed(db: Sql, userId: number, now: Date, { approvedOnly = false, except = '' } = {}): Promise<Record<LimitPeriod, Prisma.Decimal>> {
    const starts = LIMIT_PERIODS.map((p) => limitWindow(p, now).start);
    const used = await sources.deposits.depositsInWindows(db, { userId, starts, now, approvedOnly, except });
    return { day: new Prisma.Decimal(used.day), week: new Prisma.Decimal(used.week), month: new Prisma.Decimal(used.month) };
  }

  /** The loss and play time of the member's limits' periods at `now` (store.ts playUsage), and their game wallets. */
  async function playUsage(db: Sql, userId: number, now: Date): Promise<PlayUsage> {
    const row = await playUsageRow(db, sources, { userId, now });
    return {
      loss: { day: new Prisma.Decimal(row.day), week: new Prisma.Decimal(row.week), month: new Prisma.Decimal(row.month) },
      inGames: new Prisma.Decimal(row.in_games),
      played: Number(row.played),
    };
  }

  /**
   * The one count of deposits against a deposit limit (the member's page, the member's request, the
   * staff's approval and its preview): approved orders and pending ones still in their payment hour
   * of each period of `now`, by the time they were asked, apart. A new order must fit beside both
   * (the member cannot queue more than the limit); an approval beside the approved ones only (an
   * order that fits is not held up by another that may never be paid). `except`: an order left out.
   */
  async function depositUsage(db: Sql, userId: number, now: Date, { except = '' } = {}): Promise<DepositUsage> {
    const [approved, asked] = await Promise.all([depositsUsed(db, userId, now, { approvedOnly: true, except }), depositsUsed(db, userId, now, { except })]);
    const awaiting = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, asked[p].minus(approved[p])])) as Record<LimitPeriod, Prisma.Decimal>;
    return { approved, awaiting };
  }

  return { depositsUsed, depositUsage, playUsage };
}
export type UsageReads = ReturnType<typeof createUsageReads>;

/** The minute a play action falls in (a play mark). */
const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

/** The refusal for a block in force: time-out or exclusion until when, or an ended exclusion waiting to reopen. */
function blockedBy(block: BlockRow, now: Date): AppError {
  if (!block.ends_at) return new AppError(ResponsibleCode.blocked, 'responsible.excludedIndefinitely');
  if (block.ends_at.getTime() <= now.getTime()) {
    return block.reopen_at
      ? new AppError(ResponsibleCode.blocked, 'responsible.reopening').with({ at: beijingDateTime(block.reopen_at) })
      : new AppError(ResponsibleCode.blocked, 'responsible.reopenRequired').with({ ended: beijingDateTime(block.ends_at) });
  }
  const key = block.kind === 'timeout' ? 'responsible.timedOut' : 'responsible.excluded';
  return new AppError(ResponsibleCode.blocked, key).with({ until: beijingDateTime(block.ends_at) });
}

/** Where a refusal happened (responsible_refusals.action). */
type Action = 'deposit' | 'approval' | 'transfer' | 'bet' | 'launch';

/** A refusal with what the harm report counts of it. */
class Refusal {
  constructor(
    readonly error: AppError,
    readonly kind: LimitKind | 'blocked' | 'affordability',
    readonly period: LimitPeriod | '' = '',
  ) {}
}

export function createPlayerProtection({
  sql,
  clock,
  log,
  sources,
  affordabilityThreshold,
}: {
  sql: SqlPool;
  clock: Clock;
  log: Logger;
  sources: ProtectionSources;
  /** AFFORDABILITY_NET_DEPOSITS_30D: net deposits of 30 days above which deposits wait for a staff review. */
  affordabilityThreshold: string;
}) {
  const { depositUsage, playUsage } = createUsageReads(sources);

  /**
   * Writes the refusal down on the pool (the refused transaction rolls back) without waiting for it:
   * a refusal inside a caller's transaction still holds the member's row lock, and waiting there for
   * a pool connection that other requests of the same member hold (waiting on that lock) would stall
   * them all. It is a counter for the harm report, not part of the reply.
   */
  function refused(userId: number, action: Action, refusal: Refusal, now: Date): AppError {
    insertRefusal(sql, { userId, kind: refusal.kind, period: refusal.period, action, at: now }).catch((err: unknown) =>
      log.warn({ err, userId }, 'recording a player-protection refusal failed'),
    );
    return refusal.error;
  }

  /** Runs `check`; a Refusal it throws is recorded and becomes its AppError. */
  async function guarded<T>(userId: number, action: Action, now: Date, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (err) {
      if (err instanceof Refusal) throw refused(userId, action, err, now);
      throw err;
    }
  }

  const blockRefusal = (block: BlockRow, now: Date) => new Refusal(blockedBy(block, now), 'blocked');

  /** The first deposit limit in force that `used` plus `amount` would pass, with what it leaves. */
  async function passedDepositLimit(
    tx: Sql,
    { userId, amount, now, used }: { userId: number; amount: Prisma.Decimal; now: Date; used: Record<LimitPeriod, Prisma.Decimal> },
  ) {
    const over = depositOverLimit(await limitsInForce(tx, userId, now), used, amount);
    return over ? { ...over, reset: beijingDateTime(limitWindow(over.period, now).end) } : null;
  }

  const threshold = new Prisma.Decimal(affordabilityThreshold);

  /**
   * Affordability (the member's row locked by the caller, so two deposits of one member take turns
   * and cannot both pass the threshold): with an open review, or when the net deposits counted since
   * max(30 days ago, the last review staff decided) plus `amount` would pass the threshold, the
   * deposit is refused with `staff` or the member's message and a review is opened (on the pool:
   * the refused transaction rolls back).
   */
  async function affordabilityRefusal(
    tx: Sql,
    {
      userId,
      amount,
      except,
      now,
      staff,
      opens = true,
    }: { userId: number; amount: Prisma.Decimal; except: string; now: Date; staff: boolean; opens?: boolean },
  ) {
    const open = await openReview(tx, userId);
    const windowStart = new Date(now.getTime() - AFFORDABILITY_WINDOW_DAYS * DAY_MS);
    const decided = await lastDecided(tx, userId);
    const since = decided && decided > windowStart ? decided : windowStart;
    const net = new Prisma.Decimal(await sources.deposits.netDepositsSince(tx, { userId, since, except })).plus(amount);
    if (!open && net.lte(threshold)) return null;
    if (!open && opens)
      insertReview(sql, { userId, at: now, net: net.toFixed(2), threshold: threshold.toFixed(2) }).catch((err: unknown) =>
        log.warn({ err, userId }, 'opening an affordability review failed'),
      );
    const shown = open ? new Prisma.Decimal(open.net_deposits) : net;
    const params = { net: formatMoney(shown), threshold: formatMoney(threshold), amount: formatMoney(amount) };
    const error = new AppError(AFFORDABILITY_CODE, staff ? 'responsible.affordabilityHeldStaff' : 'responsible.affordabilityHeld').with(params);
    return new Refusal(error, 'affordability');
  }

  /**
   * Inside the deposit request's transaction: the member's row locked first (so two requests, or a
   * request and a limit change, take turns), then no running block and room left under every
   * deposit limit for the new order beside the approved and awaiting ones.
   */
  async function assertDepositAllowed(tx: Sql, { userId, amount }: { userId: number; amount: Prisma.Decimal }): Promise<void> {
    const now = clock.now();
    await guarded(userId, 'deposit', now, async () => {
      await lockMember(tx, userId);
      const block = await runningBlock(tx, userId, now);
      if (block) throw blockRefusal(block, now);
      const passed = await passedDepositLimit(tx, { userId, amount, now, used: depositsAsked(await depositUsage(tx, userId, now)) });
      if (passed) {
        const error = new AppError(ResponsibleCode.limitReached, `responsible.depositLimit.${passed.period}`).with({
          limit: formatMoney(passed.value),
          left: formatMoney(passed.left),
          reset: passed.reset,
        });
        throw new Refusal(error, 'deposit', passed.period);
      }
      const unaffordable = await affordabilityRefusal(tx, { userId, amount, except: '', now, staff: false });
      if (unaffordable) throw unaffordable;
    });
  }

  /**
   * Why staff may not approve an order now, as staff read it (null: it fits): the approved deposits
   * of each period, this order left out, plus this order must stay within the limits in force now
   * (a limit lowered after the order was asked for applies at once). The message names the
   * member's limit, what is approved and what else awaits, and what staff can do.
   */
  async function depositApprovalRefusal(tx: Sql, { userId, amount, depositNo }: { userId: number; amount: Prisma.Decimal; depositNo: string }) {
    const now = clock.now();
    const usage = await depositUsage(tx, userId, now, { except: depositNo });
    const passed = await passedDepositLimit(tx, { userId, amount, now, used: usage.approved });
    if (!passed) return null;
    const error = new AppError(ResponsibleCode.limitReached, `responsible.depositLimitStaff.${passed.period}`).with({
      limit: formatMoney(passed.value),
      approved: formatMoney(usage.approved[passed.period]),
      awaiting: formatMoney(usage.awaiting[passed.period]),
      amount: formatMoney(amount),
      reset: passed.reset,
    });
    return new Refusal(error, 'deposit', passed.period);
  }

  /** Inside a deposit approval's transaction (the member's row already locked by it): throws depositApprovalRefusal's refusal. */
  async function assertDepositApprovable(tx: Sql, order: { userId: number; amount: Prisma.Decimal; depositNo: string }): Promise<void> {
    const now = clock.now();
    await guarded(order.userId, 'approval', now, async () => {
      const refusal =
        (await depositApprovalRefusal(tx, order)) ??
        (await affordabilityRefusal(tx, { userId: order.userId, amount: order.amount, except: order.depositNo, now, staff: true }));
      if (refusal) throw refusal;
    });
  }

  /** For the back office's order drawer: the refusal an approval would meet now, or null (nothing recorded: it is only a read). */
  async function depositApprovalPreview(db: Sql, order: { userId: number; amount: Prisma.Decimal; depositNo: string }): Promise<AppError | null> {
    const refusal =
      (await depositApprovalRefusal(db, order)) ??
      (await affordabilityRefusal(db, { userId: order.userId, amount: order.amount, except: order.depositNo, now: clock.now(), staff: true, opens: false }));
    return refusal?.error ?? null;
  }

  /**
   * One statement: who plays (a member id, or a player at a platform), the loss and play-time limits
   * in force and the block in force, and this minute written down as a play minute (inside a
   * transaction that a refusal rolls back, the mark goes with it).
   */
  const readPlay = (db: Sql, who: { userId: number } | { platname: string; player: string }, now: Date) => playRead(db, who, { minute: minuteOf(now), now });

  /** The daily play-time limit passed: refused until the next Beijing day. */
  function checkTime(limits: LimitInForce[], usage: PlayUsage, now: Date) {
    const minutes = playTimeUsedUp(limits, usage.played);
    if (minutes !== null) {
      const error = new AppError(ResponsibleCode.timeLimitReached, 'responsible.timeLimit').with({
        limit: String(minutes),
        reset: beijingDateTime(limitWindow('day', now).end),
      });
      throw new Refusal(error, 'time', 'day');
    }
  }

  const lossError = (key: 'responsible.lossLimit' | 'responsible.lossLimitBet' | 'responsible.lossLimitInGames', room: LimitRoom, now: Date, extra = {}) =>
    new Refusal(
      new AppError(ResponsibleCode.lossLimitReached, `${key}.${room.period}`).with({
        limit: formatMoney(room.value),
        left: formatMoney(room.left),
        reset: beijingDateTime(limitWindow(room.period, now).end),
        ...extra,
      }),
      'loss',
      room.period,
    );

  /**
   * Inside the transfer-in's transaction, before the money moves: no block, the play-time limit
   * not used up, and with a loss limit the amount capped so that what the member holds in game
   * wallets after it is no more than what is left of the limit (refused when nothing is). The
   * usual member, with no loss or time limit, costs one statement (which also marks the minute as
   * played); one with such a limit has their row locked first (two transfers take turns) and
   * their usage read. Returns the amount that may go in.
   */
  async function allowIntoGame(tx: Sql, { userId, amount }: { userId: number; amount: Prisma.Decimal }): Promise<Prisma.Decimal> {
    const now = clock.now();
    return guarded(userId, 'transfer', now, async () => {
      const read = await readPlay(tx, { userId }, now);
      if (read.block) throw blockRefusal(read.block, now);
      if (read.limits.length === 0) return amount;
      await lockMember(tx, userId);
      const limits = (await limitsInForce(tx, userId, now)).filter((l) => l.kind !== 'deposit');
      const usage = await playUsage(tx, userId, now);
      checkTime(limits, usage, now);
      const [tightest] = lossRoom(limits, usage.loss);
      const allowed = intoGameAllowance(amount, tightest, usage.inGames);
      if ('amount' in allowed) return allowed.amount;
      if (allowed.refused === 'limit') throw lossError('responsible.lossLimit', tightest!, now);
      throw lossError('responsible.lossLimitInGames', tightest!, now, { in_games: formatMoney(usage.inGames) });
    });
  }

  /**
   * Before a game launch: no block, the play-time limit not passed; the minute is marked as played
   * (in one transaction with the checks: a refused launch leaves no mark).
   */
  async function assertLaunchAllowed(userId: number): Promise<void> {
    const now = clock.now();
    await guarded(userId, 'launch', now, () =>
      sql.tx(async (tx) => {
        const read = await readPlay(tx, { userId }, now);
        if (read.block) throw blockRefusal(read.block, now);
        if (read.limits.some((l) => l.kind === 'time')) checkTime(read.limits, await playUsage(tx, userId, now), now);
      }),
    );
  }

  /**
   * A built-in platform's round (providers/builtin/routes.ts), settled by `settle` as player
   * protection allows: the player's minute marked as played and the block and limits read in one
   * statement; with none, the round settles at once. With a loss or time limit, in one transaction:
   * the member's row locked, the usage read, the round refused when the play time is used up or
   * its stake (what it can lose at most) is more than what is left of a loss limit, otherwise
   * settled there. `at`: the round's time, the portal's clock.
   */
  async function round<T>(who: { platname: string; player: string }, stake: Prisma.Decimal, settle: (db: Sql, at: Date) => Promise<T>): Promise<T> {
    const now = clock.now();
    const read = await readPlay(sql, who, now);
    const userId = read.userId;
    if (userId === null) return settle(sql, now);
    return guarded(userId, 'bet', now, async () => {
      if (read.block) throw blockRefusal(read.block, now);
      if (read.limits.length === 0) return settle(sql, now);
      return sql.tx(async (tx) => {
        await lockMember(tx, userId);
        const limits = (await limitsInForce(tx, userId, now)).filter((l) => l.kind !== 'deposit');
        const usage = await playUsage(tx, userId, now);
        checkTime(limits, usage, now);
        const over = roundOverLoss(lossRoom(limits, usage.loss), stake);
        if (over) throw lossError('responsible.lossLimitBet', over, now, { stake: formatMoney(stake) });
        return settle(tx, now);
      });
    });
  }

  /**
   * A seamless provider's bet (providers/seamless), inside its transaction, the member's row
   * already locked by it: the minute marked as played, refused while a block is in force, when the
   * play time is used up or the stake is more than what is left of a loss limit (as `round`).
   */
  async function assertBetAllowedIn(tx: Sql, userId: number, stake: Prisma.Decimal): Promise<void> {
    const now = clock.now();
    await guarded(userId, 'bet', now, async () => {
      const read = await readPlay(tx, { userId }, now);
      if (read.block) throw blockRefusal(read.block, now);
      if (read.limits.length === 0) return;
      const limits = (await limitsInForce(tx, userId, now)).filter((l) => l.kind !== 'deposit');
      const usage = await playUsage(tx, userId, now);
      checkTime(limits, usage, now);
      const over = roundOverLoss(lossRoom(limits, usage.loss), stake);
      if (over) throw lossError('responsible.lossLimitBet', over, now, { stake: formatMoney(stake) });
    });
  }

  /**
   * For a seamless provider's bet (modules/seamless), in its transaction after the member's row is
   * locked: `markPlayed` marks the minute as played and answers, in the same statement, whether
   * player protection may apply to the member at all (a time-out or exclusion ever imposed, a loss
   * or play-time limit ever set and not cancelled: then `check`, assertBetAllowedIn, decides by
   * what is in force now). Read after the lock, so a time-out taken meanwhile is seen.
   */
  const seamlessBet = {
    markPlayed: (tx: Sql, userId: number): Promise<boolean> => markPlayedMayApply(tx, userId, minuteOf(clock.now())),
    check: assertBetAllowedIn,
  };

  /** Whether a time-out or self-exclusion is in force for the member now. */
  async function isBlocked(userId: number): Promise<boolean> {
    return (await runningBlock(sql, userId, clock.now())) !== null;
  }

  /** Throws the block's refusal when one is in force (a promotion, red packet or rebate is not paid to a blocked member). */
  async function assertNotBlocked(userId: number): Promise<void> {
    const now = clock.now();
    const block = await runningBlock(sql, userId, now);
    if (block) throw blockedBy(block, now);
  }

  /**
   * The same check in a paying transaction (`tx`): the member's row is locked first, as taking a
   * time-out locks it, so a time-out taken at the same moment is either seen here or starts after
   * the payment committed.
   */
  async function assertNotBlockedIn(tx: Sql, userId: number): Promise<void> {
    const now = clock.now();
    await lockMember(tx, userId);
    const block = await runningBlock(tx, userId, now);
    if (block) throw blockedBy(block, now);
  }

  /**
   * For the wallet's transfer into a game (wallet/transfers.ts IntoGameProtection): whether player
   * protection may apply to the member is read with their row (a time-out or exclusion ever
   * imposed, a loss or play-time limit ever set and not cancelled: the check then runs and decides
   * by what is in force now); for everyone else the minute is only marked as played.
   */
  const intoGame = {
    mayApplySql: MAY_APPLY_SQL,
    check: allowIntoGame,
    markPlayed: (tx: Sql, userId: number): Promise<void> => markPlayed(tx, userId, minuteOf(clock.now())),
  };

  /** The refusal of an identity a blocked member has: it names neither the account nor the detail that matched. */
  const identityBlocked = () => new AppError(ResponsibleCode.blocked, 'responsible.identityBlocked');

  /**
   * No second account (docs/player-protection.md#no-second-account): throws when a member with a
   * time-out or self-exclusion in force has this phone or email (a registration, on every path; a
   * member's new phone or email, `userId` theirs, before any code goes to it).
   */
  async function assertContactFree(db: Sql, contact: { mobile: string | null; email: string | null; userId?: number }): Promise<void> {
    if (await blockedContact(db, { mobile: contact.mobile, email: contact.email, exceptUserId: contact.userId, now: clock.now() })) throw identityBlocked();
  }

  /**
   * A blocked member's own phone or email does not change through the member's pages while the block
   * is in force: the old one would be free for a second account's registration. Support (staff) may.
   */
  async function assertOwnContactChangeAllowed(userId: number): Promise<void> {
    if (await runningBlock(sql, userId, clock.now())) throw new AppError(ResponsibleCode.blocked, 'responsible.contactChangeBlocked');
  }

  /**
   * The same check for staff setting member `userId`'s phone or email: the refusal says why and
   * names the blocked account (a staff tool, not a stranger's question).
   */
  async function assertContactFreeForStaff(db: Sql, contact: { mobile: string | null; email: string | null; userId: number }): Promise<void> {
    const holder = await blockedContact(db, { mobile: contact.mobile, email: contact.email, exceptUserId: contact.userId, now: clock.now() });
    if (holder) throw new AppError(ResponsibleCode.blocked, 'responsible.identityBlockedStaff').with({ username: holder.username });
  }

  /** Throws when another member with a block in force has bound this card or address (a bind). */
  async function assertCardFree(db: Sql, card: { userId: number; type: number; protocol: string; number: string }): Promise<void> {
    if (await blockedCard(db, { ...card, now: clock.now() })) throw identityBlocked();
  }

  /** Throws when another member with a block in force has bound the card a deposit is paid from, or the address it is sent from. */
  async function assertPayerFree(db: Sql, payer: { userId: number; type: number; protocol: string; number: string }): Promise<void> {
    if (await blockedCard(db, { ...payer, now: clock.now() })) throw new AppError(ResponsibleCode.blocked, 'responsible.identityBlockedPayer');
  }

  return {
    assertPayerFree,
    assertContactFree,
    assertContactFreeForStaff,
    assertOwnContactChangeAllowed,
    assertCardFree,
    assertDepositAllowed,
    assertDepositApprovable,
    depositApprovalPreview,
    intoGame,
    assertLaunchAllowed,
    round,
    assertBetAllowedIn,
    seamlessBet,
    isBlocked,
    assertNotBlocked,
    assertNotBlockedIn,
  };
}

export type PlayerProtection = ReturnType<typeof createPlayerProtection>;
