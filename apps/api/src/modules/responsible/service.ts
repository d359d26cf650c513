import {
  DAY_MS,
  LIMIT_COOLING_OFF_MS,
  REOPEN_WAIT_MS,
  ResponsibleChangeState,
  type ResponsibleReopenInput,
  exclusionEnd,
  type ResponsibleCancelInput,
  type ResponsibleExcludeInput,
  type ResponsibleLimitInput,
  type LimitOfferInput,
  type ResponsibleState,
  type ResponsibleTimeoutInput,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { MemberContext } from '../../context.js';
import { denied, invalid, notFound, unauthorized } from '../../errors.js';
import type { PasswordHasher } from '../../security/passwords.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import { beijingDateTime } from '../../time.js';
import type { Logger } from '../../logger.js';
import { depositsAsked, type UsageReads } from './guard.js';
import { presentBlock, presentChange, presentLimit, presentOffer, presentReview } from './presenter.js';
import { insertOffer, offersOf, openReview } from './affordability-store.js';
import type { BlockRow } from './rows.js';
import { usedOf } from './rules.js';
import {
  cancelChange,
  cancelWaiting,
  insertBlock,
  insertLimitChange,
  limitHistory,
  limitsInForce,
  lockMember,
  passwordHash,
  requestReview,
  runningBlock,
  setReopen,
} from './store.js';

interface Deps {
  sql: SqlPool;
  clock: Clock;
  hasher: PasswordHasher;
  /** Wrong login passwords counted per member, as on every other current-password check. */
  passwordGuard: Pick<PasswordGuard, 'check'>;
  /** Brings the member's game balances back to the central wallet (when a time-out or exclusion starts). */
  recallGames?: (userId: number) => Promise<void>;
  log: Logger;
  /** What is used of the member's limits (guard.ts createUsageReads). */
  usage: UsageReads;
  /** Whether the member has ever had a deposit credited (the cashier's read). */
  everDeposited: (db: Sql, userId: number) => Promise<boolean>;
}

/** How many changes the member's history shows (newest first). */
const HISTORY_SIZE = 50;

/** The member's own player protection: limits and their changes, time-out, self-exclusion. */
export function createResponsibleService({ sql, clock, hasher, passwordGuard, recallGames, log, usage: { depositUsage, playUsage }, everDeposited }: Deps) {
  /**
   * A member's player protection as the member's page and the back office show it: limits in force
   * with what is used and when it resets, pending changes, history, the block in force.
   */
  async function stateOf(userId: number): Promise<ResponsibleState> {
    const now = clock.now();
    const [limits, deposits, changes, block, review, offers, deposited] = await Promise.all([
      limitsInForce(sql, userId, now),
      depositUsage(sql, userId, now),
      limitHistory(sql, userId, HISTORY_SIZE),
      runningBlock(sql, userId, now),
      openReview(sql, userId),
      offersOf(sql, userId),
      everDeposited(sql, userId),
    ]);
    // Loss and play time are read only for a member who has such a limit.
    const play = limits.some((l) => l.kind !== 'deposit') ? await playUsage(sql, userId, now) : null;
    const history = changes.map((c) => presentChange(c, now));
    return {
      limits: limits.map((l) =>
        presentLimit(l, usedOf(l.kind, l.period, depositsAsked(deposits), play), now, l.kind === 'deposit' ? deposits.awaiting[l.period] : null),
      ),
      pending: history.filter((c) => c.state === ResponsibleChangeState.pending).reverse(),
      history,
      block: block ? presentBlock(block, now) : null,
      affordability: review ? presentReview(review) : null,
      deposited,
      offers: offers.map(presentOffer),
    };
  }

  const state = (ctx: MemberContext) => stateOf(ctx.userId);

  /**
   * Sets a limit. A new limit or a lower one applies at once; a higher one or a removal waits
   * LIMIT_COOLING_OFF_MS (pending, cancellable). Any change still pending for the same limit is
   * replaced by this one (cancelled), so at most one waits at a time.
   */
  async function setLimit(ctx: MemberContext, input: ResponsibleLimitInput) {
    const now = clock.now();
    const change = await sql.tx((tx) => changeLimit(tx, ctx, input, now));
    const pending = change.effective_at.getTime() > now.getTime();
    return {
      data: await state(ctx),
      message: pending ? ('responsible.limitPending' as const) : ('responsible.limitSet' as const),
      params: pending ? { effective_at: beijingDateTime(change.effective_at) } : undefined,
    };
  }

  /** One limit change in `tx` (setLimit's rules), the member's row locked first. */
  async function changeLimit(tx: Sql, ctx: Pick<MemberContext, 'userId'>, input: ResponsibleLimitInput, now: Date) {
    const value = input.value === null ? null : new Prisma.Decimal(input.value);
    if (value && value.lessThanOrEqualTo(0)) throw invalid('responsible.valuePositive');
    {
      await lockMember(tx, ctx.userId);
      const current = (await limitsInForce(tx, ctx.userId, now)).find((l) => l.kind === input.kind && l.period === input.period);
      const before = current ? new Prisma.Decimal(current.value) : null;
      if (!before && !value) throw invalid('responsible.noLimit');
      const waits = before !== null && (value === null || value.greaterThan(before));
      await cancelWaiting(tx, { userId: ctx.userId, kind: input.kind, period: input.period, now });
      return insertLimitChange(tx, {
        userId: ctx.userId,
        kind: input.kind,
        period: input.period,
        value: value?.toFixed(2) ?? null,
        previous: before?.toFixed(2) ?? null,
        requestedAt: now,
        effectiveAt: waits ? new Date(now.getTime() + LIMIT_COOLING_OFF_MS) : now,
      });
    }
  }

  /**
   * The member's answer to the deposit limit offered before the first deposit (after registration,
   * on the first top-up page): a limit set (setLimit's rules) or going on without; both recorded
   * with the place and time, so staff can see it.
   */
  async function answerOffer(ctx: MemberContext, input: LimitOfferInput) {
    const now = clock.now();
    const set = input.choice === 'set' && input.period && input.value ? { period: input.period, value: input.value } : null;
    await sql.tx(async (tx) => {
      if (set) await changeLimit(tx, ctx, { kind: 'deposit', period: set.period, value: set.value }, now);
      else await lockMember(tx, ctx.userId);
      await insertOffer(tx, {
        userId: ctx.userId,
        place: input.place,
        choice: set ? 'set' : 'declined',
        period: set?.period ?? null,
        value: set?.value ?? null,
        at: now,
      });
    });
    return { data: await state(ctx), message: 'responsible.offerRecorded' as const };
  }

  /** Cancels one of the member's changes still waiting to take effect. */
  async function cancel(ctx: MemberContext, input: ResponsibleCancelInput) {
    const now = clock.now();
    if (!(await cancelChange(sql, { id: input.id, userId: ctx.userId, now }))) throw notFound('responsible.changeNotFound');
    return { data: await state(ctx), message: 'responsible.cancelled' as const };
  }

  /** The login password, counted by the password guard like every current-password check. */
  async function checkPassword(userId: number, plain: string) {
    const hash = await passwordHash(sql, userId);
    if (hash === undefined) throw unauthorized();
    if (!(await passwordGuard.check(userId, () => hasher.verify(plain, hash)))) throw denied('responsible.passwordWrong');
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
    { audit }: { audit?: (tx: Sql) => Promise<void> } = {},
  ) {
    const { userId, now } = block;
    // Staff's audit row is written in the same transaction.
    await sql.tx(async (tx) => {
      await lockMember(tx, userId);
      const running = await runningBlock(tx, userId, now);
      if (running) {
        if (!running.ends_at) throw denied('responsible.cannotLift');
        if (block.endsAt && block.endsAt.getTime() <= running.ends_at.getTime()) {
          throw denied('responsible.cannotShorten').with({ until: beijingDateTime(running.ends_at) });
        }
      }
      await insertBlock(tx, { userId, kind: block.kind, period: block.period, startsAt: now, endsAt: block.endsAt, imposedBy: block.imposedBy });
      await audit?.(tx);
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
   * reopens 24 hours later. An indefinite one ends only this way, asked at least 6 months after it
   * began (as a 6-month exclusion would end): the request waits for staff (admin.ts review), and once
   * approved the account reopens 7 days after the request. Refused while any time-out or
   * exclusion still runs, and when there is no ended exclusion waiting.
   */
  async function reopen(ctx: MemberContext, input: ResponsibleReopenInput) {
    await checkPassword(ctx.userId, input.password);
    const now = clock.now();
    const at = new Date(now.getTime() + REOPEN_WAIT_MS);
    const reply = await sql.tx(async (tx) => {
      await lockMember(tx, ctx.userId);
      const running = await runningBlock(tx, ctx.userId, now);
      if (!running) throw notFound('responsible.reopenNothing');
      if (!running.ends_at && running.kind === 'exclusion') {
        const earliest = exclusionEnd('6m', running.starts_at)!;
        if (earliest.getTime() > now.getTime()) throw denied('responsible.reopenTooEarly').with({ at: beijingDateTime(earliest) });
        if (running.review !== 'pending') await requestReview(tx, { blockId: running.id, now });
        return { review: true as const };
      }
      if (!running.ends_at || running.ends_at.getTime() > now.getTime()) throw denied('responsible.reopenNotEnded');
      if (running.reopen_at) return { at: running.reopen_at };
      await setReopen(tx, { userId: ctx.userId, now, at });
      return { at };
    });
    if ('review' in reply) return { data: await state(ctx), message: 'responsible.reopenReview' as const };
    return { data: await state(ctx), message: 'responsible.reopenRequested' as const, params: { at: beijingDateTime(reply.at) } };
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

  return { state, stateOf, setLimit, changeLimit, answerOffer, cancel, takeTimeout, excludeSelf, reopen, imposeBlock };
}

export type ResponsibleService = ReturnType<typeof createResponsibleService>;
