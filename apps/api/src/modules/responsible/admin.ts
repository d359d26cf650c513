import {
  DAY_MS,
  HARM_REPORT,
  REOPEN_INDEFINITE_WAIT_MS,
  exclusionEnd,
  type LinkedAccount,
  type LinkedField,
  type ResponsibleReviewInput,
  type ResponsibleReviewItem,
  type HarmReport,
  type HarmRow,
  type ResponsibleMemberInput,
  type ResponsibleStaffExcludeInput,
  type ResponsibleStaffTimeoutInput,
  type AffordabilityDecideInput,
  type AffordabilityQueue,
} from '@portal/contracts';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { denied, notFound } from '../../errors.js';
import type { Audit } from '../../audit/log.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { ResponsibleService } from './service.js';
import { decideReview, harmEvidence, harmFigures, linkedAccounts, lockMember, memberIdByName, pendingReviews, type ProtectionSources } from './store.js';
import { decideReview as decideAffordabilityReview, openReviewById, reviewQueue } from './affordability-store.js';
import { presentReview } from './presenter.js';

/** When an approved request reopens the account: REOPEN_INDEFINITE_WAIT_MS after it was made, or now when that has passed. */
const reopenAfterReview = (requestedAt: Date, now: Date) => new Date(Math.max(requestedAt.getTime() + REOPEN_INDEFINITE_WAIT_MS, now.getTime()));

interface Deps {
  /** AFFORDABILITY_NET_DEPOSITS_30D, shown on the review queue. */
  affordabilityThreshold: string;
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  responsible: ResponsibleService;
  /** The deposits (the cashier's) and the bets (the records') the harm report reads. */
  sources: Pick<ProtectionSources, 'deposits' | 'bets'>;
}

/**
 * The back office's player protection: a member's limits, history and block; staff (operations)
 * impose a time-out or exclusion, audited, under the member's own rule (only ever lengthened: a
 * shorter one is refused, and no route lifts one); the harm-indicator report.
 */
export function createResponsibleAdmin({ sql, clock, audit, responsible, sources, affordabilityThreshold }: Deps) {
  async function memberId(username: string): Promise<number> {
    const id = await memberIdByName(sql, username.trim().toLowerCase());
    if (id === undefined) throw notFound('admin.userNotFound');
    return id;
  }

  async function member(_ctx: AdminContext, input: ResponsibleMemberInput) {
    return responsible.stateOf(await memberId(input.username));
  }

  async function impose(ctx: AdminContext, username: string, block: { kind: 'timeout' | 'exclusion'; period: string; endsAt: Date | null; reason: string }) {
    const userId = await memberId(username);
    const now = clock.now();
    await responsible.imposeBlock(
      { userId, kind: block.kind, period: block.period, endsAt: block.endsAt, now, imposedBy: ctx.adminId },
      {
        audit: (tx) =>
          audit(tx, {
            adminId: ctx.adminId,
            action: `responsible.${block.kind}`,
            target: username,
            detail: { period: block.period, reason: block.reason },
            after: { kind: block.kind, period: block.period, ends_at: block.endsAt ? beijingDateTime(block.endsAt) : null },
          }),
      },
    );
    return {
      data: await responsible.stateOf(userId),
      message: block.endsAt ? ('responsible.imposed' as const) : ('responsible.imposedIndefinite' as const),
      params: block.endsAt ? { until: beijingDateTime(block.endsAt) } : undefined,
    };
  }

  const imposeTimeout = (ctx: AdminContext, input: ResponsibleStaffTimeoutInput) =>
    impose(ctx, input.username, {
      kind: 'timeout',
      period: `${input.days}d`,
      endsAt: new Date(clock.now().getTime() + input.days * DAY_MS),
      reason: input.reason,
    });

  const imposeExclusion = (ctx: AdminContext, input: ResponsibleStaffExcludeInput) =>
    impose(ctx, input.username, { kind: 'exclusion', period: input.period, endsAt: exclusionEnd(input.period, clock.now()), reason: input.reason });

  /** The harm-indicator report: who HARM_REPORT lists, the most flags first, each marker with the rows that made it. */
  async function harm(): Promise<HarmReport> {
    const now = clock.now();
    const since = new Date(now.getTime() - HARM_REPORT.windowDays * DAY_MS);
    const windows = {
      weekAgo: new Date(now.getTime() - 7 * DAY_MS),
      twoWeeksAgo: new Date(now.getTime() - 14 * DAY_MS),
      now,
      since,
      methodsSince: new Date(now.getTime() - HARM_REPORT.methodsDays * DAY_MS),
      riseFactor: HARM_REPORT.riseFactor,
      riseMin: HARM_REPORT.riseMin,
      limitHitsMin: HARM_REPORT.limitHitsMin,
      lateNightsMin: HARM_REPORT.lateNightsMin,
      nightFromHour: HARM_REPORT.nightFromHour,
      nightToHour: HARM_REPORT.nightToHour,
      methodsMin: HARM_REPORT.methodsMin,
      reversalHours: HARM_REPORT.reversalHours,
      reversalShare: HARM_REPORT.reversalShare,
      chaseLossMin: HARM_REPORT.chaseLossMin,
      chaseTimesMin: HARM_REPORT.chaseTimesMin,
    };
    const listed = await harmFigures(sql, sources, windows, HARM_REPORT.rows);
    const evidence = await harmEvidence(
      sql,
      sources,
      windows,
      listed.map((l) => l.user_id),
      HARM_REPORT.evidenceRows,
    );
    const of = <T extends { user_id: number }>(rows: T[], userId: number, shown: boolean) => (shown ? rows.filter((r) => r.user_id === userId) : []);
    const rows: HarmRow[] = listed.map(({ flags, ...r }) => ({
      username: r.username,
      deposits_this_week: formatMoney(r.this_week),
      deposits_last_week: formatMoney(r.last_week),
      limit_hits: r.limit_hits,
      deposit_refusals: r.deposit_refusals,
      late_nights: r.late_nights,
      flags,
      blocked: r.blocked,
      evidence: {
        methods: of(evidence.methods, r.user_id, flags.includes('methods')).map((d) => ({
          deposit_no: d.deposit_no,
          method: d.paytype,
          amount: formatMoney(d.amount),
          at: beijingDateTime(d.created_at),
        })),
        reversals: of(evidence.reversals, r.user_id, flags.includes('reversal')).map((w) => ({
          order_no: w.order_no,
          amount: formatMoney(w.amount),
          cancelled_at: beijingDateTime(w.cancelled_at),
          staked: formatMoney(w.staked),
          bets: w.bets.map((b) => ({ bet_id: b.bet_id, platform: b.platname, game: b.game_name, stake: formatMoney(b.bet_amount), at: b.bet_time })),
        })),
        chasing: of(evidence.chasing, r.user_id, flags.includes('chasing')).map((c) => ({
          day: c.day,
          loss: formatMoney(c.loss),
          deposits: formatMoney(c.deposits),
          next_day: c.next_day,
          next_deposits: formatMoney(c.next_deposits),
        })),
        nights: of(evidence.nights, r.user_id, flags.includes('late')).map((n) => ({ night: n.night, bets: n.bets, stake: formatMoney(n.stake) })),
        refusals: of(evidence.refusals, r.user_id, flags.includes('limits') || flags.includes('refused')).map((f) => ({
          at: beijingDateTime(f.created_at),
          kind: f.kind,
          period: f.period,
          action: f.action,
        })),
      },
    }));
    return { since: beijingDateTime(since), rows };
  }

  /** Other accounts sharing the member's phone, email, card, USDT address or registration IP within a day (the member page's card). */
  async function linked(_ctx: AdminContext, input: ResponsibleMemberInput): Promise<LinkedAccount[]> {
    const rows = await linkedAccounts(sql, { userId: await memberId(input.username), now: clock.now() });
    return rows.map((r) => ({ username: r.username, registered_at: beijingDateTime(r.created_at), fields: r.fields as LinkedField[], blocked: r.blocked }));
  }

  /** The requests to end an indefinite self-exclusion waiting for staff, oldest first. */
  async function reviews(): Promise<ResponsibleReviewItem[]> {
    return (await pendingReviews(sql)).map((r) => ({
      id: r.id,
      username: r.username,
      period: r.period,
      started_at: beijingDateTime(r.starts_at),
      requested_at: beijingDateTime(r.reopen_requested_at),
      reopens_at: beijingDateTime(reopenAfterReview(r.reopen_requested_at, clock.now())),
    }));
  }

  /**
   * Staff approve or refuse a request, with a note, audited in the same transaction. Approved, the
   * exclusion ends now and the account reopens REOPEN_INDEFINITE_WAIT_MS after the request (or now,
   * when that has passed); refused, it runs on and the member may ask again.
   */
  async function review(ctx: AdminContext, input: ResponsibleReviewInput) {
    const now = clock.now();
    await sql.tx(async (tx) => {
      const [pending] = await pendingReviews(tx, { id: input.id });
      if (!pending) throw notFound('responsible.reviewNotFound');
      await lockMember(tx, pending.user_id);
      const reopenAt = reopenAfterReview(pending.reopen_requested_at, now);
      if (!(await decideReview(tx, { id: input.id, approve: input.approve, adminId: ctx.adminId, note: input.note, now, reopenAt }))) {
        throw notFound('responsible.reviewNotFound');
      }
      await audit(tx, {
        adminId: ctx.adminId,
        action: input.approve ? 'responsible.reopenApproved' : 'responsible.reopenRefused',
        target: pending.username,
        detail: { block: pending.id, note: input.note, requested_at: beijingDateTime(pending.reopen_requested_at) },
        after: input.approve ? { ends_at: beijingDateTime(now), reopens_at: beijingDateTime(reopenAt) } : { review: 'refused' },
      });
    });
    return { data: await reviews(), message: 'responsible.reopenReviewed' as const };
  }

  /** The affordability reviews: open ones first (deposits held), then the latest 50 decided. */
  async function affordabilityQueue(): Promise<AffordabilityQueue> {
    return { threshold: formatMoney(affordabilityThreshold), rows: (await reviewQueue(sql, 50)).map(presentReview) };
  }

  /**
   * Decides an open review, audited in the same transaction as what it does: approve (the member's
   * net deposits are counted from now on), set a deposit limit (setLimit's rules: a new or lower one
   * at once), or impose a time-out (never shortens one). Already decided: refused, nothing written.
   */
  async function decideAffordability(ctx: AdminContext, input: AffordabilityDecideInput) {
    const now = clock.now();
    const state = input.decision === 'approve' ? 'approved' : input.decision === 'limit' ? 'limited' : 'timed_out';
    const decide = async (tx: Sql) => {
      const review = await decideAffordabilityReview(tx, { id: input.id, state, by: ctx.adminId, at: now, note: input.note });
      if (!review) throw denied('responsible.reviewNotOpen');
      return review;
    };
    const auditIt = (tx: Sql, username: string) =>
      audit(tx, {
        adminId: ctx.adminId,
        action: 'responsible.affordability',
        target: username,
        detail: { review: String(input.id), decision: input.decision, note: input.note },
        after: { state, period: input.period ?? null, value: input.value ?? null, days: input.days ?? null },
      });
    if (input.decision === 'timeout') {
      const review = await openReviewById(sql, input.id);
      if (!review) throw denied('responsible.reviewNotOpen');
      const days = input.days ?? 1;
      await responsible.imposeBlock(
        { userId: review.user_id, kind: 'timeout', period: `${days}d`, endsAt: new Date(now.getTime() + days * DAY_MS), now, imposedBy: ctx.adminId },
        { audit: async (tx) => auditIt(tx, (await decide(tx)).username) },
      );
    } else {
      await sql.tx(async (tx) => {
        const review = await decide(tx);
        if (input.decision === 'limit' && input.period && input.value)
          await responsible.changeLimit(tx, { userId: review.user_id }, { kind: 'deposit', period: input.period, value: input.value }, now);
        await auditIt(tx, review.username);
      });
    }
    return { data: await affordabilityQueue(), message: 'responsible.affordabilityDecided' as const };
  }

  return { member, imposeTimeout, imposeExclusion, harm, linked, reviews, review, affordabilityQueue, decideAffordability };
}

export type ResponsibleAdmin = ReturnType<typeof createResponsibleAdmin>;
