import { vipLabel } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import { formatMoney } from '../../money.js';
import { beijingDate } from '../../time.js';
import type { BetReads } from '../records/index.js';
import { VIP_TEMPLATES, type Notify } from './notify.js';
import { keepsLevel, qualifiesFor, retentionApplies, retentionSince } from './rules.js';
import { levelRow, lockMember, lowerLevel, nextLevel, qualifying, recordChange } from './store.js';

/**
 * VIP promotion and retention (spec §4 "VIP rules", docs/compatibility.md#rule-3-vip):
 * - up: to the next enabled level, one at a time, never skipping, once per member and Beijing day,
 *   when paysum (approved deposits) >= its recharge and turnover (users.totalgame, the settled
 *   bets' valid stakes) >= its flow;
 * - down: one level, once per Beijing day, when the settled turnover of the last 90 days is below
 *   the current level's keep_flow. Level 1 never drops.
 *
 * Retention applies only to accounts at least 90 days old (created before the start of the
 * Beijing day 90 days ago): a younger member has not had the 90 days to meet it, so a new member
 * is never dropped for a window they were not there for. Once retention applies it also guards
 * promotions: a level is entered only when its keep_flow is already met over the last 90 days.
 * Without that, a dropped member (whose lifetime paysum and turnover still qualify) would be
 * promoted straight back by the next deposit or bet, and dropped again the next night.
 *
 * Every change inserts a vip_changes row first; its unique (user, day, direction) key makes a
 * second promotion (or demotion) the same Beijing day insert nothing, so concurrent deposit
 * approvals, bet syncs and job runs change a member at most once a day each way. The user row is
 * locked (FOR UPDATE) before reading the level, so the racing loser reads the winner's level.
 */
export type PromotionReason = 'deposit' | 'bet' | 'daily';

export interface VipChange {
  userId: number;
  from: number;
  to: number;
}

const D = (v: string | number) => new Prisma.Decimal(v);

export function createProgression({ notify, bets }: { notify: Notify; bets: Pick<BetReads, 'validStakeSince'> }) {
  /** The settled turnover of the retention window (the last 90 days). */
  async function recentTurnover(db: Sql, userId: number, now: Date): Promise<Prisma.Decimal> {
    return D((await bets.validStakeSince(db, userId, retentionSince(now))) ?? 0);
  }

  /** Records the change; false when the member already had one this direction this Beijing day. */
  const record = (db: Sql, change: VipChange & { direction: 'up' | 'down'; reason: string; now: Date }) =>
    recordChange(db, { ...change, day: beijingDate(change.now), at: change.now });

  /** Up one level if the member qualifies and was not promoted today; inside the caller's transaction. */
  async function promote(db: Sql, { userId, reason, now }: { userId: number; reason: PromotionReason; now: Date }): Promise<VipChange | null> {
    const member = await lockMember(db, userId, retentionSince(now));
    if (!member) return null;
    const next = await nextLevel(db, member.vip_level);
    if (!next) return null;
    if (!qualifiesFor(next, member)) return null;
    if (member.retained && !keepsLevel(next, await recentTurnover(db, userId, now))) return null;
    const current = await levelRow(db, member.vip_level);
    const change = { userId, from: member.vip_level, to: next.level };
    if (!(await record(db, { ...change, direction: 'up', reason, now }))) return null;
    await notify(db, { userId, template: VIP_TEMPLATES.promoted, params: { from: current?.name ?? vipLabel(member.vip_level), to: next.name } });
    return change;
  }

  /** Down one level if the 90-day turnover misses the current level's keep_flow and it was not dropped today. */
  async function demote(db: Sql, { userId, now }: { userId: number; now: Date }): Promise<VipChange | null> {
    const member = await lockMember(db, userId, retentionSince(now));
    if (!member || !retentionApplies(member)) return null;
    const current = await levelRow(db, member.vip_level);
    if (!current || keepsLevel(current, await recentTurnover(db, userId, now))) return null;
    const lower = await lowerLevel(db, member.vip_level);
    if (!lower) return null;
    const change = { userId, from: member.vip_level, to: lower.level };
    if (!(await record(db, { ...change, direction: 'down', reason: 'retention', now }))) return null;
    await notify(db, { userId, template: VIP_TEMPLATES.demoted, params: { from: current.name, to: lower.name, keep_flow: formatMoney(current.keep_flow) } });
    return change;
  }

  /**
   * Of `userIds`, those whose paysum and turnover reach their next level (one query, no lock), so
   * only they pay for promote's locked re-check: a bet sync stores pages of hundreds of bets.
   */
  async function qualifyingOf(db: Sql, userIds: number[]): Promise<number[]> {
    return userIds.length === 0 ? [] : qualifying(db, userIds);
  }

  return { promote, demote, qualifying: qualifyingOf };
}

export type Progression = ReturnType<typeof createProgression>;
