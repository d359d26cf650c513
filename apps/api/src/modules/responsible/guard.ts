import { BetStatus, LIMIT_PERIODS, PLAY_GAP_MINUTES, ResponsibleCode, limitWindow, type LimitKind, type LimitPeriod } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import { AppError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { BlockRow } from './rows.js';

// What player protection refuses where money and play happen: the reads of the limits in force,
// of what is used of them and of a running time-out or self-exclusion, and the checks other
// modules call inside their own transactions (the cashier's deposit request and approval, the
// wallet's transfer into a game, the built-in platform's round) or before play (game launch).
// Every refusal is also written to responsible_refusals (outside the refused transaction), which
// the back office's harm report counts.

const { pending, approved } = { pending: 1, approved: 2 } as const;

export interface LimitInForce {
  kind: LimitKind;
  period: LimitPeriod;
  value: string;
}

/** The limits in force at `now`, by kind and period: the newest change not cancelled whose time has come (null value: removed). */
export async function limitsInForce(db: Sql, userId: number, now: Date): Promise<LimitInForce[]> {
  const rows = await db.query<{ kind: LimitKind; period: LimitPeriod; value: string | null }>(
    `SELECT DISTINCT ON (kind, period) kind, period, value::text AS value FROM responsible_limits
     WHERE user_id = $1 AND cancelled_at IS NULL AND effective_at <= $2 ORDER BY kind, period, effective_at DESC, id DESC`,
    [userId, now],
  );
  return rows.filter((r): r is LimitInForce => r.value !== null);
}

/**
 * A block is in force from its start until it ends; a self-exclusion that has ended stays in force
 * until the member has asked to reopen and 24 hours have passed (reopen_at).
 */
const BLOCK_IN_FORCE = `starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2 OR (kind = 'exclusion' AND (reopen_at IS NULL OR reopen_at > $2)))`;
const BLOCK_COLUMNS = 'id, kind, period, starts_at, ends_at, reopen_at, imposed_by';

/**
 * A broadcast's audience filter: true for a member (`userColumn`) with no time-out or
 * self-exclusion in force at the instant in parameter `nowParam` (marketing messages skip them).
 */
export function notBlockedSql(userColumn: string, nowParam: string): string {
  return `NOT EXISTS (SELECT 1 FROM responsible_blocks WHERE user_id = ${userColumn} AND ${BLOCK_IN_FORCE.replaceAll('$2', nowParam)})`;
}

/** The time-out or self-exclusion in force at `now` that ends last (null: none). */
export async function runningBlock(db: Sql, userId: number, now: Date): Promise<BlockRow | null> {
  const [row] = await db.query<BlockRow>(
    `SELECT ${BLOCK_COLUMNS} FROM responsible_blocks WHERE user_id = $1 AND ${BLOCK_IN_FORCE} ORDER BY ends_at DESC NULLS FIRST, id DESC LIMIT 1`,
    [userId, now],
  );
  return row ?? null;
}

/** A member's deposits of each limit period, as every deposit-limit check and page counts them. */
export interface DepositUsage {
  /** Approved deposits, by the time they were asked. */
  approved: Record<LimitPeriod, Prisma.Decimal>;
  /** Pending orders still in their payment hour: asked for, not yet paid or reviewed. */
  awaiting: Record<LimitPeriod, Prisma.Decimal>;
}

/**
 * The one count of deposits against a deposit limit (the member's page, the member's request, the
 * staff's approval and its preview): approved orders and pending ones still in their payment hour
 * of each period of `now`, by the time they were asked, apart. A new order must fit beside both
 * (the member cannot queue more than the limit); an approval beside the approved ones only (an
 * order that fits is not held up by another that may never be paid). `except`: an order left out.
 */
export async function depositUsage(db: Sql, userId: number, now: Date, { except = '' } = {}): Promise<DepositUsage> {
  const starts = LIMIT_PERIODS.map((p) => limitWindow(p, now).start);
  const [row] = await db.query<Record<`${'approved' | 'awaiting'}_${LimitPeriod}`, string>>(
    `SELECT COALESCE(SUM(amount) FILTER (WHERE state = ${approved} AND created_at >= $2), 0)::text AS approved_day,
            COALESCE(SUM(amount) FILTER (WHERE state = ${approved} AND created_at >= $3), 0)::text AS approved_week,
            COALESCE(SUM(amount) FILTER (WHERE state = ${approved} AND created_at >= $4), 0)::text AS approved_month,
            COALESCE(SUM(amount) FILTER (WHERE state = ${pending} AND created_at >= $2), 0)::text AS awaiting_day,
            COALESCE(SUM(amount) FILTER (WHERE state = ${pending} AND created_at >= $3), 0)::text AS awaiting_week,
            COALESCE(SUM(amount) FILTER (WHERE state = ${pending} AND created_at >= $4), 0)::text AS awaiting_month
     FROM deposits WHERE user_id = $1 AND created_at >= LEAST($2, $3, $4) AND deposit_no <> $6
       AND (state = ${approved} OR (state = ${pending} AND expires_at > $5))`,
    [userId, ...starts, now, except],
  );
  const of = (part: 'approved' | 'awaiting') =>
    Object.fromEntries(LIMIT_PERIODS.map((p) => [p, new Prisma.Decimal(row![`${part}_${p}`])])) as Record<LimitPeriod, Prisma.Decimal>;
  return { approved: of('approved'), awaiting: of('awaiting') };
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

/**
 * Loss: the bet records of every platform but the built-in ones (synced from the providers), and
 * the built-in platform's own rounds, read at once from its books (its bet records are the same
 * rounds, so they are left out). Play time: the play marks of the day and the minutes of the day's
 * bet records; from one play minute to the next counts in full up to PLAY_GAP_MINUTES apart, a
 * play minute after a longer pause counts 1.
 */
export async function playUsage(db: Sql, userId: number, now: Date): Promise<PlayUsage> {
  const [day, week, month] = LIMIT_PERIODS.map((p) => limitWindow(p, now).start) as [Date, Date, Date];
  const earliest = new Date(Math.min(day.getTime(), week.getTime(), month.getTime()));
  const [row] = await db.query<{ day: string; week: string; month: string; in_games: string; played: number }>(
    `WITH bets AS (
       SELECT r.bet_time AS at, r.bet_amount - r.payout AS loss FROM bet_records r
       WHERE r.user_id = $1 AND r.status = ${BetStatus.settled} AND r.bet_time >= $2 AND r.bet_time <= $6
         AND NOT EXISTS (SELECT 1 FROM platforms p WHERE p.platname = r.platname AND p.adapter = 'builtin')
       UNION ALL
       SELECT b.created_at, b.stake - b.payout FROM builtin_bets b
       WHERE b.wallet_id IN (SELECT w.id FROM platform_players pp JOIN platforms p ON p.platname = pp.platname AND p.adapter = 'builtin'
                             JOIN builtin_wallets w ON w.brand = p.brand AND w.player = pp.player_name WHERE pp.user_id = $1)
         AND b.created_at >= $2 AND b.created_at <= $6),
     marks AS (
       SELECT "minute" FROM responsible_play_marks WHERE user_id = $1 AND "minute" >= $3 AND "minute" <= $6
       UNION SELECT date_trunc('minute', bet_time) FROM bet_records WHERE user_id = $1 AND bet_time >= $3 AND bet_time <= $6),
     gaps AS (SELECT "minute" - lag("minute") OVER (ORDER BY "minute") AS gap FROM marks)
     SELECT GREATEST(COALESCE((SELECT SUM(loss) FROM bets WHERE at >= $3), 0), 0)::text AS day,
            GREATEST(COALESCE((SELECT SUM(loss) FROM bets WHERE at >= $4), 0), 0)::text AS week,
            GREATEST(COALESCE((SELECT SUM(loss) FROM bets WHERE at >= $5), 0), 0)::text AS month,
            COALESCE((SELECT SUM(balance) FROM accounts WHERE code IN (SELECT 'member:' || $1::int || ':platform:' || platname FROM platforms)), 0)::text AS in_games,
            COALESCE((SELECT SUM(CASE WHEN gap IS NULL OR gap > interval '${PLAY_GAP_MINUTES} minutes' THEN 1 ELSE EXTRACT(epoch FROM gap) / 60 END) FROM gaps), 0)::int AS played`,
    [userId, earliest, day, week, month, now],
  );
  return {
    loss: { day: new Prisma.Decimal(row!.day), week: new Prisma.Decimal(row!.week), month: new Prisma.Decimal(row!.month) },
    inGames: new Prisma.Decimal(row!.in_games),
    played: Number(row!.played),
  };
}

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
    readonly kind: LimitKind | 'blocked',
    readonly period: LimitPeriod | '' = '',
  ) {}
}

export function createPlayerProtection({ sql, clock, log }: { sql: SqlPool; clock: Clock; log: Logger }) {
  /**
   * Writes the refusal down on the pool (the refused transaction rolls back) without waiting for it:
   * a refusal inside a caller's transaction still holds the member's row lock, and waiting there for
   * a pool connection that other requests of the same member hold (waiting on that lock) would stall
   * them all. It is a counter for the harm report, not part of the reply.
   */
  function refused(userId: number, action: Action, refusal: Refusal, now: Date): AppError {
    sql
      .query('INSERT INTO responsible_refusals (user_id, kind, period, action, created_at) VALUES ($1, $2, $3, $4, $5)', [
        userId,
        refusal.kind,
        refusal.period,
        action,
        now,
      ])
      .catch((err: unknown) => log.warn({ err, userId }, 'recording a player-protection refusal failed'));
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
    const limits = (await limitsInForce(tx, userId, now)).filter((l) => l.kind === 'deposit');
    for (const period of LIMIT_PERIODS) {
      const limit = limits.find((l) => l.period === period);
      if (!limit) continue;
      const value = new Prisma.Decimal(limit.value);
      if (used[period].plus(amount).greaterThan(value)) {
        return { period, value, left: Prisma.Decimal.max(value.minus(used[period]), 0), reset: beijingDateTime(limitWindow(period, now).end) };
      }
    }
    return null;
  }

  /**
   * Inside the deposit request's transaction: the member's row locked first (so two requests, or a
   * request and a limit change, take turns), then no running block and room left under every
   * deposit limit for the new order beside the approved and awaiting ones.
   */
  async function assertDepositAllowed(tx: Sql, { userId, amount }: { userId: number; amount: Prisma.Decimal }): Promise<void> {
    const now = clock.now();
    await guarded(userId, 'deposit', now, async () => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
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
      const refusal = await depositApprovalRefusal(tx, order);
      if (refusal) throw refusal;
    });
  }

  /** For the back office's order drawer: the refusal an approval would meet now, or null (nothing recorded: it is only a read). */
  async function depositApprovalPreview(db: Sql, order: { userId: number; amount: Prisma.Decimal; depositNo: string }): Promise<AppError | null> {
    return (await depositApprovalRefusal(db, order))?.error ?? null;
  }

  /**
   * One statement: who plays (a member id, or a player at a platform), the loss and play-time limits
   * in force and the block in force, and this minute written down as a play minute (inside a
   * transaction that a refusal rolls back, the mark goes with it).
   */
  async function playRead(db: Sql, who: { userId: number } | { platname: string; player: string }, now: Date) {
    const whoSql = 'userId' in who ? 'SELECT $3::int AS user_id' : 'SELECT user_id FROM platform_players WHERE platname = $3 AND player_name = $4';
    const [row] = await db.query<
      { user_id: number | null; limits: LimitInForce[] | null } & Partial<Record<keyof BlockRow, unknown>> & { block_id: number | null }
    >(
      `WITH who AS (${whoSql}),
       mark AS (INSERT INTO responsible_play_marks (user_id, "minute") SELECT user_id, $1::timestamp FROM who ON CONFLICT DO NOTHING),
       lim AS (SELECT DISTINCT ON (kind, period) kind, period, value FROM responsible_limits
               WHERE user_id = (SELECT user_id FROM who) AND kind <> 'deposit' AND cancelled_at IS NULL AND effective_at <= $2
               ORDER BY kind, period, effective_at DESC, id DESC)
       SELECT (SELECT user_id FROM who) AS user_id,
              (SELECT json_agg(json_build_object('kind', kind, 'period', period, 'value', value::text)) FROM lim WHERE value IS NOT NULL) AS limits,
              b.id AS block_id, b.kind, b.period, b.starts_at, b.ends_at, b.reopen_at, b.imposed_by
       FROM (SELECT 1) one LEFT JOIN LATERAL (
         SELECT ${BLOCK_COLUMNS} FROM responsible_blocks WHERE user_id = (SELECT user_id FROM who) AND ${BLOCK_IN_FORCE}
         ORDER BY ends_at DESC NULLS FIRST, id DESC LIMIT 1) b ON true`,
      'userId' in who ? [minuteOf(now), now, who.userId] : [minuteOf(now), now, who.platname, who.player],
    );
    const block = row?.block_id ? ({ ...row, id: row.block_id } as unknown as BlockRow) : null;
    return { userId: row?.user_id ?? null, limits: row?.limits ?? [], block };
  }

  /** The daily play-time limit passed: refused until the next Beijing day. */
  function checkTime(limits: LimitInForce[], usage: PlayUsage, now: Date) {
    const limit = limits.find((l) => l.kind === 'time');
    if (!limit) return;
    const minutes = Number(limit.value);
    // `played` counts this minute too (marked first): the limit's last minute may still be played.
    if (usage.played > minutes) {
      const error = new AppError(ResponsibleCode.timeLimitReached, 'responsible.timeLimit').with({
        limit: String(minutes),
        reset: beijingDateTime(limitWindow('day', now).end),
      });
      throw new Refusal(error, 'time', 'day');
    }
  }

  /** What may still be lost in each period with a loss limit (never below 0), tightest first. */
  function lossRoom(limits: LimitInForce[], usage: PlayUsage) {
    return limits
      .filter((l) => l.kind === 'loss')
      .map((l) => {
        const value = new Prisma.Decimal(l.value);
        return { period: l.period, value, left: Prisma.Decimal.max(value.minus(usage.loss[l.period]), 0) };
      })
      .sort((a, b) => a.left.comparedTo(b.left));
  }

  const lossError = (
    key: 'responsible.lossLimit' | 'responsible.lossLimitBet' | 'responsible.lossLimitInGames',
    room: ReturnType<typeof lossRoom>[number],
    now: Date,
    extra = {},
  ) =>
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
      const read = await playRead(tx, { userId }, now);
      if (read.block) throw blockRefusal(read.block, now);
      if (read.limits.length === 0) return amount;
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
      const limits = (await limitsInForce(tx, userId, now)).filter((l) => l.kind !== 'deposit');
      const usage = await playUsage(tx, userId, now);
      checkTime(limits, usage, now);
      const [tightest] = lossRoom(limits, usage);
      if (!tightest) return amount;
      if (tightest.left.isZero()) throw lossError('responsible.lossLimit', tightest, now);
      const room = tightest.left.minus(usage.inGames);
      if (room.lessThan('0.01')) throw lossError('responsible.lossLimitInGames', tightest, now, { in_games: formatMoney(usage.inGames) });
      return Prisma.Decimal.min(amount, room);
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
        const read = await playRead(tx, { userId }, now);
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
    const read = await playRead(sql, who, now);
    const userId = read.userId;
    if (userId === null) return settle(sql, now);
    return guarded(userId, 'bet', now, async () => {
      if (read.block) throw blockRefusal(read.block, now);
      if (read.limits.length === 0) return settle(sql, now);
      return sql.tx(async (tx) => {
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
        const limits = (await limitsInForce(tx, userId, now)).filter((l) => l.kind !== 'deposit');
        const usage = await playUsage(tx, userId, now);
        checkTime(limits, usage, now);
        const over = lossRoom(limits, usage).find((r) => stake.greaterThan(r.left));
        if (over) throw lossError('responsible.lossLimitBet', over, now, { stake: formatMoney(stake) });
        return settle(tx, now);
      });
    });
  }

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
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
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
    mayApplySql: `EXISTS (SELECT 1 FROM responsible_limits WHERE user_id = $1 AND kind <> 'deposit' AND cancelled_at IS NULL)
                  OR EXISTS (SELECT 1 FROM responsible_blocks WHERE user_id = $1)`,
    check: allowIntoGame,
    async markPlayed(tx: Sql, userId: number): Promise<void> {
      await tx.query(`INSERT INTO responsible_play_marks (user_id, "minute") VALUES ($1, $2::timestamp) ON CONFLICT DO NOTHING`, [
        userId,
        minuteOf(clock.now()),
      ]);
    },
  };

  return {
    assertDepositAllowed,
    assertDepositApprovable,
    depositApprovalPreview,
    intoGame,
    assertLaunchAllowed,
    round,
    isBlocked,
    assertNotBlocked,
    assertNotBlockedIn,
  };
}

export type PlayerProtection = ReturnType<typeof createPlayerProtection>;
