import {
  DAY_MS,
  HARM_REPORT,
  exclusionEnd,
  type HarmReport,
  type HarmRow,
  type ResponsibleMemberInput,
  type ResponsibleStaffExcludeInput,
  type ResponsibleStaffTimeoutInput,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Audit } from '../../audit/log.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { ResponsibleService } from './service.js';

interface Deps {
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  responsible: ResponsibleService;
}

/**
 * The back office's player protection: a member's limits, history and block; staff (operations)
 * impose a time-out or exclusion, audited, under the member's own rule (only ever lengthened: a
 * shorter one is refused, and no route lifts one); the harm-indicator report.
 */
export function createResponsibleAdmin({ sql, clock, audit, responsible }: Deps) {
  async function memberId(username: string): Promise<number> {
    const [u] = await sql.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username.trim().toLowerCase()]);
    if (!u) throw notFound('admin.userNotFound');
    return u.id;
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

  /** The harm-indicator report: who HARM_REPORT lists, the most flags first. */
  async function harm(): Promise<HarmReport> {
    const now = clock.now();
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
    const since = new Date(now.getTime() - HARM_REPORT.windowDays * DAY_MS);
    const rows = await sql.query<{
      username: string;
      this_week: string;
      last_week: string;
      limit_hits: number;
      deposit_refusals: number;
      late_nights: number;
      blocked: boolean;
    }>(
      `WITH dep AS (
         SELECT user_id, COALESCE(SUM(amount) FILTER (WHERE created_at >= $1), 0) AS this_week, COALESCE(SUM(amount) FILTER (WHERE created_at < $1), 0) AS last_week
         FROM deposits WHERE state = 2 AND created_at >= $2 AND created_at <= $3 GROUP BY user_id),
       ref AS (
         SELECT user_id, COUNT(*) FILTER (WHERE kind <> 'blocked')::int AS limit_hits, COUNT(*) FILTER (WHERE action IN ('deposit', 'approval'))::int AS deposit_refusals
         FROM responsible_refusals WHERE created_at >= $4 AND created_at <= $3 GROUP BY user_id),
       play AS (
         SELECT user_id, "minute" AS at FROM responsible_play_marks WHERE "minute" >= $4 AND "minute" <= $3
         UNION SELECT user_id, bet_time FROM bet_records WHERE bet_time >= $4 AND bet_time <= $3),
       late AS (
         SELECT user_id, COUNT(DISTINCT date_trunc('day', at + interval '8 hours'))::int AS late_nights FROM play
         WHERE EXTRACT(hour FROM at + interval '8 hours') BETWEEN 2 AND 5 GROUP BY user_id),
       flagged AS (
         SELECT u.id, u.username, COALESCE(dep.this_week, 0) AS this_week, COALESCE(dep.last_week, 0) AS last_week,
                COALESCE(ref.limit_hits, 0) AS limit_hits, COALESCE(ref.deposit_refusals, 0) AS deposit_refusals, COALESCE(late.late_nights, 0) AS late_nights
         FROM users u LEFT JOIN dep ON dep.user_id = u.id LEFT JOIN ref ON ref.user_id = u.id LEFT JOIN late ON late.user_id = u.id
         WHERE u.id IN (SELECT user_id FROM dep UNION SELECT user_id FROM ref UNION SELECT user_id FROM late))
       SELECT username, this_week::text, last_week::text, limit_hits, deposit_refusals, late_nights,
              EXISTS (SELECT 1 FROM responsible_blocks b WHERE b.user_id = f.id AND b.starts_at <= $3
                      AND (b.ends_at IS NULL OR b.ends_at > $3 OR (b.kind = 'exclusion' AND (b.reopen_at IS NULL OR b.reopen_at > $3)))) AS blocked
       FROM flagged f
       WHERE (this_week >= last_week * $5 AND this_week - last_week >= $6::numeric) OR limit_hits >= $7 OR late_nights >= $8 OR deposit_refusals > 0`,
      [weekAgo, twoWeeksAgo, now, since, HARM_REPORT.riseFactor, HARM_REPORT.riseMin, HARM_REPORT.limitHitsMin, HARM_REPORT.lateNightsMin],
    );
    const list: HarmRow[] = rows.map((r) => {
      const thisWeek = new Prisma.Decimal(r.this_week);
      const lastWeek = new Prisma.Decimal(r.last_week);
      const flags: HarmRow['flags'] = [];
      if (thisWeek.gte(lastWeek.times(HARM_REPORT.riseFactor)) && thisWeek.minus(lastWeek).gte(HARM_REPORT.riseMin)) flags.push('rise');
      if (r.limit_hits >= HARM_REPORT.limitHitsMin) flags.push('limits');
      if (r.late_nights >= HARM_REPORT.lateNightsMin) flags.push('late');
      if (r.deposit_refusals > 0) flags.push('refused');
      return {
        username: r.username,
        deposits_this_week: formatMoney(thisWeek),
        deposits_last_week: formatMoney(lastWeek),
        limit_hits: r.limit_hits,
        deposit_refusals: r.deposit_refusals,
        late_nights: r.late_nights,
        flags,
        blocked: r.blocked,
      } satisfies HarmRow;
    });
    list.sort((a, b) => b.flags.length - a.flags.length || b.limit_hits - a.limit_hits || a.username.localeCompare(b.username));
    return { since: beijingDateTime(since), rows: list.slice(0, HARM_REPORT.rows) };
  }

  return { member, imposeTimeout, imposeExclusion, harm };
}

export type ResponsibleAdmin = ReturnType<typeof createResponsibleAdmin>;
