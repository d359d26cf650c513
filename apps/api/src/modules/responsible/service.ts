import {
  DAY_MS,
  LIMIT_COOLING_OFF_MS,
  REOPEN_WAIT_MS,
  type LimitKind,
  type LimitPeriod,
  type ResponsibleReopenInput,
  exclusionEnd,
  type ResponsibleCancelInput,
  type ResponsibleExcludeInput,
  type ResponsibleLimitInput,
  type ResponsibleState,
  type ResponsibleTimeoutInput,
} from '@portal/contracts';
import { Prisma, type PrismaClient, type Tx } from '../../db/client.js';
import { prismaSql, type Sql, type SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { MemberContext } from '../../context.js';
import { denied, invalid, notFound, unauthorized } from '../../errors.js';
import type { PasswordHasher } from '../../security/passwords.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import { beijingDateTime } from '../../time.js';
import type { Logger } from '../../logger.js';
import { depositUsage, depositsAsked, limitsInForce, playUsage, runningBlock, type DepositUsage, type PlayUsage } from './guard.js';
import { presentBlock, presentChange, presentLimit } from './presenter.js';
import { CHANGE_COLUMNS, type BlockRow, type LimitChangeRow } from './rows.js';

interface Deps {
  prisma: PrismaClient;
  sql: SqlPool;
  clock: Clock;
  hasher: PasswordHasher;
  /** Wrong login passwords counted per member, as on every other current-password check. */
  passwordGuard: Pick<PasswordGuard, 'check'>;
  /** Brings the member's game balances back to the central wallet (when a time-out or exclusion starts). */
  recallGames?: (userId: number) => Promise<void>;
  log: Logger;
}

/** How many changes the member's history shows (newest first). */
const HISTORY_SIZE = 50;

/** The member's own player protection: limits and their changes, time-out, self-exclusion. */
export function createResponsibleService({ prisma, sql, clock, hasher, passwordGuard, recallGames, log }: Deps) {
  /** The member's row locked: limit changes, blocks and deposits of one member take turns. */
  const lockMember = (tx: Sql, userId: number) => tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);

  /** What is used of a limit of `kind` in `period`. */
  function usedOf(kind: LimitKind, period: LimitPeriod, deposits: DepositUsage, play: PlayUsage | null) {
    if (kind === 'deposit') return depositsAsked(deposits)[period];
    if (kind === 'loss') return play?.loss[period] ?? new Prisma.Decimal(0);
    return new Prisma.Decimal(play?.played ?? 0);
  }

  /**
   * A member's player protection as the member's page and the back office show it: limits in force
   * with what is used and when it resets, pending changes, history, the block in force.
   */
  async function stateOf(userId: number): Promise<ResponsibleState> {
    const now = clock.now();
    const [limits, deposits, changes, block] = await Promise.all([
      limitsInForce(sql, userId, now),
      depositUsage(sql, userId, now),
      sql.query<LimitChangeRow>(`SELECT ${CHANGE_COLUMNS} FROM responsible_limits WHERE user_id = $1 ORDER BY id DESC LIMIT ${HISTORY_SIZE}`, [userId]),
      runningBlock(sql, userId, now),
    ]);
    // Loss and play time are read only for a member who has such a limit.
    const play = limits.some((l) => l.kind !== 'deposit') ? await playUsage(sql, userId, now) : null;
    const history = changes.map((c) => presentChange(c, now));
    return {
      limits: limits.map((l) => presentLimit(l, usedOf(l.kind, l.period, deposits, play), now, l.kind === 'deposit' ? deposits.awaiting[l.period] : null)),
      pending: history.filter((c) => c.state === 'pending').reverse(),
      history,
      block: block ? presentBlock(block, now) : null,
    };
  }

  const state = (ctx: MemberContext) => stateOf(ctx.userId);

  /**
   * Sets a limit. A new limit or a lower one applies at once; a higher one or a removal waits
   * LIMIT_COOLING_OFF_MS (pending, cancellable). Any change still pending for the same limit is
   * replaced by this one (cancelled), so at most one waits at a time.
   */
  async function setLimit(ctx: MemberContext, input: ResponsibleLimitInput) {
    const value = input.value === null ? null : new Prisma.Decimal(input.value);
    if (value && value.lessThanOrEqualTo(0)) throw invalid('responsible.valuePositive');
    const now = clock.now();
    const change = await sql.tx(async (tx) => {
      await lockMember(tx, ctx.userId);
      const current = (await limitsInForce(tx, ctx.userId, now)).find((l) => l.kind === input.kind && l.period === input.period);
      const before = current ? new Prisma.Decimal(current.value) : null;
      if (!before && !value) throw invalid('responsible.noLimit');
      const waits = before !== null && (value === null || value.greaterThan(before));
      await tx.query(
        'UPDATE responsible_limits SET cancelled_at = $4 WHERE user_id = $1 AND kind = $2 AND period = $3 AND cancelled_at IS NULL AND effective_at > $4',
        [ctx.userId, input.kind, input.period, now],
      );
      const [row] = await tx.query<LimitChangeRow>(
        `INSERT INTO responsible_limits (user_id, kind, period, value, previous, requested_at, effective_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${CHANGE_COLUMNS}`,
        [
          ctx.userId,
          input.kind,
          input.period,
          value?.toFixed(2) ?? null,
          before?.toFixed(2) ?? null,
          now,
          waits ? new Date(now.getTime() + LIMIT_COOLING_OFF_MS) : now,
        ],
      );
      return row!;
    });
    const pending = change.effective_at.getTime() > now.getTime();
    return {
      data: await state(ctx),
      message: pending ? ('responsible.limitPending' as const) : ('responsible.limitSet' as const),
      params: pending ? { effective_at: beijingDateTime(change.effective_at) } : undefined,
    };
  }

  /** Cancels one of the member's changes still waiting to take effect. */
  async function cancel(ctx: MemberContext, input: ResponsibleCancelInput) {
    const now = clock.now();
    const [row] = await sql.query(
      'UPDATE responsible_limits SET cancelled_at = $3 WHERE id = $1 AND user_id = $2 AND cancelled_at IS NULL AND effective_at > $3 RETURNING id',
      [input.id, ctx.userId, now],
    );
    if (!row) throw notFound('responsible.changeNotFound');
    return { data: await state(ctx), message: 'responsible.cancelled' as const };
  }

  /** The login password, counted by the password guard like every current-password check. */
  async function checkPassword(userId: number, plain: string) {
    const [user] = await sql.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
    if (!user) throw unauthorized();
    if (!(await passwordGuard.check(userId, () => hasher.verify(plain, user.password_hash)))) throw denied('responsible.passwordWrong');
  }

  /**
   * Starts a block now, ending at `endsAt` (null: never). A running block can only be lengthened:
   * one ending no later than the running one is refused, and nothing lifts or shortens it.
   */
  async function startBlock(ctx: MemberContext, block: { kind: BlockRow['kind']; period: string; endsAt: Date | null }, now: Date) {
    await imposeBlock({ userId: ctx.userId, ...block, now, imposedBy: null });
    return {
      data: await state(ctx),
      message: block.endsAt ? ('responsible.blockStarted' as const) : ('responsible.blockStartedIndefinite' as const),
      params: block.endsAt ? { until: beijingDateTime(block.endsAt) } : undefined,
    };
  }

  /**
   * Starts a block on a member (the member's own, or imposed by staff: `imposedBy`), then brings
   * their game balances back. The rules are the same for both: only ever lengthened.
   */
  async function imposeBlock(
    block: { userId: number; kind: BlockRow['kind']; period: string; endsAt: Date | null; now: Date; imposedBy: number | null },
    { audit }: { audit?: (tx: Tx) => Promise<void> } = {},
  ) {
    const { userId, now } = block;
    // In a Prisma transaction: staff's audit row is written in the same one.
    await prisma.$transaction(async (ptx) => {
      const tx = prismaSql(ptx);
      await lockMember(tx, userId);
      const running = await runningBlock(tx, userId, now);
      if (running) {
        if (!running.ends_at) throw denied('responsible.cannotLift');
        if (block.endsAt && block.endsAt.getTime() <= running.ends_at.getTime()) {
          throw denied('responsible.cannotShorten').with({ until: beijingDateTime(running.ends_at) });
        }
      }
      await tx.query('INSERT INTO responsible_blocks (user_id, kind, period, starts_at, ends_at, imposed_by) VALUES ($1, $2, $3, $4, $5, $6)', [
        userId,
        block.kind,
        block.period,
        now,
        block.endsAt,
        block.imposedBy,
      ]);
      await audit?.(ptx);
    });
    // Nothing more goes into a game from now on (the checks refuse it); what is in one comes back,
    // so a game page left open cannot go on betting it. A platform that fails keeps the block in force.
    try {
      await recallGames?.(userId);
    } catch (err) {
      log.warn({ err, userId }, 'recalling game balances at a time-out or exclusion failed');
    }
  }

  /**
   * After a self-exclusion has ended, the member asks to reopen (login password): the account
   * reopens 24 hours later. Refused while any time-out or exclusion still runs, and when there is
   * no ended exclusion waiting.
   */
  async function reopen(ctx: MemberContext, input: ResponsibleReopenInput) {
    await checkPassword(ctx.userId, input.password);
    const now = clock.now();
    const at = new Date(now.getTime() + REOPEN_WAIT_MS);
    const reopensAt = await sql.tx(async (tx) => {
      await lockMember(tx, ctx.userId);
      const running = await runningBlock(tx, ctx.userId, now);
      if (!running) throw notFound('responsible.reopenNothing');
      if (!running.ends_at || running.ends_at.getTime() > now.getTime()) throw denied('responsible.reopenNotEnded');
      if (running.reopen_at) return running.reopen_at;
      await tx.query(`UPDATE responsible_blocks SET reopen_at = $3 WHERE user_id = $1 AND kind = 'exclusion' AND ends_at <= $2 AND reopen_at IS NULL`, [
        ctx.userId,
        now,
        at,
      ]);
      return at;
    });
    return { data: await state(ctx), message: 'responsible.reopenRequested' as const, params: { at: beijingDateTime(reopensAt) } };
  }

  /** A time-out of 1 to 42 days from now, the login password checked. */
  async function takeTimeout(ctx: MemberContext, input: ResponsibleTimeoutInput) {
    await checkPassword(ctx.userId, input.password);
    const now = clock.now();
    return startBlock(ctx, { kind: 'timeout', period: `${input.days}d`, endsAt: new Date(now.getTime() + input.days * DAY_MS) }, now);
  }

  /** A self-exclusion of 6 months, 1 year, 5 years or indefinitely from now, the login password checked. */
  async function excludeSelf(ctx: MemberContext, input: ResponsibleExcludeInput) {
    await checkPassword(ctx.userId, input.password);
    const now = clock.now();
    return startBlock(ctx, { kind: 'exclusion', period: input.period, endsAt: exclusionEnd(input.period, now) }, now);
  }

  return { state, stateOf, setLimit, cancel, takeTimeout, excludeSelf, reopen, imposeBlock };
}

export type ResponsibleService = ReturnType<typeof createResponsibleService>;
