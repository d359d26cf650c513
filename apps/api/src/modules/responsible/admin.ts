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
import { harmFigures, memberIdByName, type ProtectionSources } from './store.js';

interface Deps {
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
export function createResponsibleAdmin({ sql, clock, audit, responsible, sources }: Deps) {
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

  /** The harm-indicator report: who HARM_REPORT lists, the most flags first. */
  async function harm(): Promise<HarmReport> {
    const now = clock.now();
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
    const since = new Date(now.getTime() - HARM_REPORT.windowDays * DAY_MS);
    const rows = await harmFigures(sql, sources, {
      weekAgo,
      twoWeeksAgo,
      now,
      since,
      riseFactor: HARM_REPORT.riseFactor,
      riseMin: HARM_REPORT.riseMin,
      limitHitsMin: HARM_REPORT.limitHitsMin,
      lateNightsMin: HARM_REPORT.lateNightsMin,
    });
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
