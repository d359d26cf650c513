import { BetStatus, vipLabel } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import { formatMoney } from '../../money.js';
import { beijingDate, beijingDayStart } from '../../time.js';
import { VIP_TEMPLATES, type Notify } from './notify.js';

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

interface LevelRow {
  level: number;
  name: string;
  recharge: string;
  flow: string;
  keep_flow: string;
}

const RETENTION_DAYS = 90;
const D = (v: string | number) => new Prisma.Decimal(v);
const utc = (d: Date) => d.toISOString();

/** The start of the retention window: the Beijing day 90 days before today began. */
export const retentionSince = (now: Date) => beijingDayStart(now, RETENTION_DAYS);

const LEVEL_COLUMNS = 'level, name, recharge::text, flow::text, keep_flow::text';

export function createProgression({ notify }: { notify: Notify }) {
  async function lockMember(db: Sql, userId: number, now: Date) {
    const [row] = await db.query<{ vip_level: number; paysum: string; totalgame: string; retained: boolean }>(
      `SELECT vip_level, paysum::text, totalgame::text, created_at <= ($2::timestamptz AT TIME ZONE 'UTC') AS retained FROM users WHERE id = $1 FOR NO KEY UPDATE`,
      [userId, utc(retentionSince(now))],
    );
    return row;
  }

  async function recentTurnover(db: Sql, userId: number, now: Date): Promise<Prisma.Decimal> {
    const [row] = await db.query<{ total: string | null }>(
      `SELECT SUM(valid_amount)::text AS total FROM bet_records WHERE user_id = $1 AND status = ${BetStatus.settled} AND bet_time >= ($2::timestamptz AT TIME ZONE 'UTC')`,
      [userId, utc(retentionSince(now))],
    );
    return D(row?.total ?? 0);
  }

  async function level(db: Sql, where: string, params: unknown[]): Promise<LevelRow | undefined> {
    const [row] = await db.query<LevelRow>(`SELECT ${LEVEL_COLUMNS} FROM vip_levels WHERE ${where}`, params);
    return row;
  }

  /** Records the change; false when the member already had one this direction this Beijing day. */
  async function record(db: Sql, change: VipChange & { direction: 'up' | 'down'; reason: string; now: Date }): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO vip_changes (user_id, from_level, to_level, direction, reason, day, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7::timestamptz AT TIME ZONE 'UTC')
       ON CONFLICT (user_id, day, direction) DO NOTHING RETURNING id`,
      [change.userId, change.from, change.to, change.direction, change.reason, beijingDate(change.now), utc(change.now)],
    );
    if (rows.length === 0) return false;
    await db.query('UPDATE users SET vip_level = $2 WHERE id = $1', [change.userId, change.to]);
    return true;
  }

  /** Up one level if the member qualifies and was not promoted today; inside the caller's transaction. */
  async function promote(db: Sql, { userId, reason, now }: { userId: number; reason: PromotionReason; now: Date }): Promise<VipChange | null> {
    const member = await lockMember(db, userId, now);
    if (!member) return null;
    const next = await level(db, 'level > $1 AND enabled ORDER BY level LIMIT 1', [member.vip_level]);
    if (!next) return null;
    if (D(member.paysum).lt(next.recharge) || D(member.totalgame).lt(next.flow)) return null;
    if (member.retained && (await recentTurnover(db, userId, now)).lt(next.keep_flow)) return null;
    const current = await level(db, 'level = $1', [member.vip_level]);
    const change = { userId, from: member.vip_level, to: next.level };
    if (!(await record(db, { ...change, direction: 'up', reason, now }))) return null;
    await notify(db, { userId, template: VIP_TEMPLATES.promoted, params: { from: current?.name ?? vipLabel(member.vip_level), to: next.name } });
    return change;
  }

  /** Down one level if the 90-day turnover misses the current level's keep_flow and it was not dropped today. */
  async function demote(db: Sql, { userId, now }: { userId: number; now: Date }): Promise<VipChange | null> {
    const member = await lockMember(db, userId, now);
    if (!member || !member.retained || member.vip_level <= 1) return null;
    const current = await level(db, 'level = $1', [member.vip_level]);
    if (!current || (await recentTurnover(db, userId, now)).gte(current.keep_flow)) return null;
    const lower = await level(db, 'level < $1 AND enabled ORDER BY level DESC LIMIT 1', [member.vip_level]);
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
  async function qualifying(db: Sql, userIds: number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await db.query<{ id: number }>(
      `SELECT u.id FROM users u
       JOIN LATERAL (SELECT recharge, flow FROM vip_levels WHERE level > u.vip_level AND enabled ORDER BY level LIMIT 1) n ON true
       WHERE u.id IN (SELECT jsonb_array_elements_text($1::jsonb)::int) AND u.paysum >= n.recharge AND u.totalgame >= n.flow
       ORDER BY u.id`,
      [JSON.stringify(userIds)],
    );
    return rows.map((r) => Number(r.id));
  }

  return { promote, demote, qualifying };
}

export type Progression = ReturnType<typeof createProgression>;
