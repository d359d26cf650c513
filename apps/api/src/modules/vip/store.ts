import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import type { VipLevel } from '../../generated/prisma/client.js';
import type { BetReads } from '../records/index.js';

// VIP levels (vip_levels) and the level changes of members (vip_changes), with what promotion and
// retention read of the member's row (users: the level, a column VIP owns, paysum, totalgame and
// the account's age; listed in modules/tables.ts). Instants go in as ISO text at UTC.

const utc = (d: Date) => d.toISOString();

/** A level's columns, of the table aliased `t` when given. */
const levelColumns = (t = '') =>
  `${t}level, ${t}name, ${t}badge, ${t}recharge::text AS recharge, ${t}flow::text AS flow, ${t}realperson::text AS realperson,
  ${t}electron::text AS electron, ${t}joker::text AS joker, ${t}sport::text AS sport, ${t}lottery::text AS lottery, ${t}e_sport::text AS e_sport,
  ${t}keep_flow::text AS keep_flow, ${t}enabled`;
const LEVEL_COLUMNS = levelColumns();
interface LevelRecord {
  level: number;
  name: string;
  badge: string;
  recharge: string;
  flow: string;
  realperson: string;
  electron: string;
  joker: string;
  sport: string;
  lottery: string;
  e_sport: string;
  keep_flow: string;
  enabled: boolean;
}
const D = (v: string) => new Prisma.Decimal(v);
const levelOf = (r: LevelRecord): VipLevel => ({
  level: r.level,
  name: r.name,
  badge: r.badge,
  recharge: D(r.recharge),
  flow: D(r.flow),
  realperson: D(r.realperson),
  electron: D(r.electron),
  joker: D(r.joker),
  sport: D(r.sport),
  lottery: D(r.lottery),
  eSport: D(r.e_sport),
  keepFlow: D(r.keep_flow),
  enabled: r.enabled,
});

/** The columns the back office edits, by the field it edits them through. */
export const EDITABLE = {
  recharge: 'recharge',
  flow: 'flow',
  keep_flow: 'keep_flow',
  realperson: 'realperson',
  electron: 'electron',
  joker: 'joker',
  sport: 'sport',
  lottery: 'lottery',
  e_sport: 'e_sport',
} as const;
export type EditableField = keyof typeof EDITABLE;

export async function allLevels(sql: Sql): Promise<VipLevel[]> {
  return (await sql.query<LevelRecord>(`SELECT ${LEVEL_COLUMNS} FROM vip_levels ORDER BY level`)).map(levelOf);
}

/** A level locked for a change (undefined: no such level). */
export async function lockLevel(tx: Sql, level: number): Promise<VipLevel | undefined> {
  await tx.query('SELECT level FROM vip_levels WHERE level = $1 FOR UPDATE', [level]);
  const [row] = await tx.query<LevelRecord>(`SELECT ${LEVEL_COLUMNS} FROM vip_levels WHERE level = $1`, [level]);
  return row ? levelOf(row) : undefined;
}

/** Changes the given fields of a level (decimal text); returns the level after. */
export async function updateLevel(tx: Sql, level: number, values: Partial<Record<EditableField, string | number>>): Promise<VipLevel> {
  const fields = Object.keys(values) as EditableField[];
  const set = fields.map((f, i) => `${EDITABLE[f]} = $${i + 2}::numeric`).join(', ');
  const [row] = await tx.query<LevelRecord>(`UPDATE vip_levels SET ${set} WHERE level = $1 RETURNING ${LEVEL_COLUMNS}`, [
    level,
    ...fields.map((f) => String(values[f])),
  ]);
  return levelOf(row!);
}

/** A level's thresholds as promotion and retention read them. */
export interface LevelRow {
  level: number;
  name: string;
  recharge: string;
  flow: string;
  keep_flow: string;
}

const THRESHOLDS = 'level, name, recharge::text, flow::text, keep_flow::text';

/** The next enabled level above `level`. */
export async function nextLevel(db: Sql, level: number): Promise<LevelRow | undefined> {
  const [row] = await db.query<LevelRow>(`SELECT ${THRESHOLDS} FROM vip_levels WHERE level > $1 AND enabled ORDER BY level LIMIT 1`, [level]);
  return row;
}

/** The next enabled level below `level`. */
export async function lowerLevel(db: Sql, level: number): Promise<LevelRow | undefined> {
  const [row] = await db.query<LevelRow>(`SELECT ${THRESHOLDS} FROM vip_levels WHERE level < $1 AND enabled ORDER BY level DESC LIMIT 1`, [level]);
  return row;
}

export async function levelRow(db: Sql, level: number): Promise<LevelRow | undefined> {
  const [row] = await db.query<LevelRow>(`SELECT ${THRESHOLDS} FROM vip_levels WHERE level = $1`, [level]);
  return row;
}

/** The member's row locked, with what promotion and retention decide on (`retained`: created before `since`). */
export async function lockMember(db: Sql, userId: number, since: Date) {
  const [row] = await db.query<{ vip_level: number; paysum: string; totalgame: string; retained: boolean }>(
    `SELECT vip_level, paysum::text, totalgame::text, created_at <= ($2::timestamptz AT TIME ZONE 'UTC') AS retained FROM users WHERE id = $1 FOR NO KEY UPDATE`,
    [userId, utc(since)],
  );
  return row;
}

export interface LevelChange {
  userId: number;
  from: number;
  to: number;
  direction: 'up' | 'down';
  reason: string;
  /** The Beijing day, 'YYYY-MM-DD'. */
  day: string;
  at: Date;
}

/** Records the change and sets the member's level; false when the member already had one this direction that day (nothing changes). */
export async function recordChange(db: Sql, change: LevelChange): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO vip_changes (user_id, from_level, to_level, direction, reason, day, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::timestamptz AT TIME ZONE 'UTC')
     ON CONFLICT (user_id, day, direction) DO NOTHING RETURNING id`,
    [change.userId, change.from, change.to, change.direction, change.reason, change.day, utc(change.at)],
  );
  if (rows.length === 0) return false;
  await db.query('UPDATE users SET vip_level = $2 WHERE id = $1', [change.userId, change.to]);
  return true;
}

/** Of `userIds`, those whose paysum and turnover reach their next enabled level (no lock). */
export async function qualifying(db: Sql, userIds: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM users u
     JOIN LATERAL (SELECT recharge, flow FROM vip_levels WHERE level > u.vip_level AND enabled ORDER BY level LIMIT 1) n ON true
     WHERE u.id IN (SELECT jsonb_array_elements_text($1::jsonb)::int) AND u.paysum >= n.recharge AND u.totalgame >= n.flow
     ORDER BY u.id`,
    [JSON.stringify(userIds)],
  );
  return rows.map((r) => Number(r.id));
}

/** Members above level 1, created before `since`, whose settled turnover since `since` misses their level's keep_flow (the daily drop's candidates). */
export async function droppingSince(sql: Sql, bets: Pick<BetReads, 'validStakeSinceSql'>, since: Date): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN vip_levels l ON l.level = u.vip_level
     WHERE u.vip_level > 1 AND u.created_at <= ($1::timestamptz AT TIME ZONE 'UTC')
       AND l.keep_flow > ${bets.validStakeSinceSql('u.id', "($1::timestamptz AT TIME ZONE 'UTC')")}
     ORDER BY u.id`,
    [utc(since)],
  );
  return rows.map((r) => Number(r.id));
}

/** Members whose paysum and turnover reach their next enabled level and who were not promoted on `day` (the daily promotion's candidates). */
export async function risingOn(sql: Sql, day: string): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT u.id FROM users u
     JOIN LATERAL (SELECT recharge, flow FROM vip_levels WHERE level > u.vip_level AND enabled ORDER BY level LIMIT 1) n ON true
     WHERE u.paysum >= n.recharge AND u.totalgame >= n.flow
       AND NOT EXISTS (SELECT 1 FROM vip_changes c WHERE c.user_id = u.id AND c.day = $1::date AND c.direction = 'up')
     ORDER BY u.id`,
    [day],
  );
  return rows.map((r) => Number(r.id));
}

/** The rebate rates of each member's level now (members at a level that does not exist are left out), in the caller's transaction. */
export async function rebateRates(db: Sql, userIds: number[]): Promise<Map<number, VipLevel>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<LevelRecord & { user_id: number }>(
    `SELECT u.id AS user_id, ${levelColumns('l.')} FROM users u JOIN vip_levels l ON l.level = u.vip_level WHERE u.id = ANY($1::int[])`,
    [userIds],
  );
  return new Map(rows.map((r) => [Number(r.user_id), levelOf(r)]));
}
