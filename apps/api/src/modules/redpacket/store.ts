import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import type { RedPacketDraw, RedPacketRule } from '../../generated/prisma/client.js';
import type { WindowSettings } from './windows.js';

// The red packet's tables: its rules (red_packet_rules), its daily windows (red_packet_settings,
// one row) and the draws paid (red_packet_draws). The columns (timestamp without time zone) hold
// UTC: instants go in as ISO text at UTC and come out AT TIME ZONE 'UTC', whatever the process's
// or the session's time zone.

const utc = (d: Date) => d.toISOString();

const RULE_COLUMNS = `id, start_time AT TIME ZONE 'UTC' AS start_time, end_time AT TIME ZONE 'UTC' AS end_time, day_flow::text AS day_flow,
  flow_money::text AS flow_money, money::text AS money, recharge, status, created_at AT TIME ZONE 'UTC' AS created_at, updated_at AT TIME ZONE 'UTC' AS updated_at`;
interface RuleRecord {
  id: number;
  start_time: Date;
  end_time: Date;
  day_flow: string;
  flow_money: string;
  money: string;
  recharge: number;
  status: number;
  created_at: Date;
  updated_at: Date;
}
const ruleOf = (r: RuleRecord): RedPacketRule => ({
  id: r.id,
  startTime: r.start_time,
  endTime: r.end_time,
  dayFlow: new Prisma.Decimal(r.day_flow),
  flowMoney: new Prisma.Decimal(r.flow_money),
  money: new Prisma.Decimal(r.money),
  recharge: r.recharge,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The rules of `status`, by start, then lowest deposit, then id. */
export async function rulesByStart(sql: Sql, status: number): Promise<RedPacketRule[]> {
  const rows = await sql.query<RuleRecord>(`SELECT ${RULE_COLUMNS} FROM red_packet_rules WHERE status = $1 ORDER BY start_time, day_flow, id`, [status]);
  return rows.map(ruleOf);
}

/** Every rule, the latest start first (the back office's list). */
export async function allRules(sql: Sql): Promise<RedPacketRule[]> {
  return (await sql.query<RuleRecord>(`SELECT ${RULE_COLUMNS} FROM red_packet_rules ORDER BY start_time DESC, id DESC`)).map(ruleOf);
}

export async function ruleExists(tx: Sql, id: number): Promise<boolean> {
  const [row] = await tx.query('SELECT 1 FROM red_packet_rules WHERE id = $1', [id]);
  return row !== undefined;
}

export interface RuleFields {
  startTime: Date;
  endTime: Date;
  dayFlow: Prisma.Decimal;
  flowMoney: Prisma.Decimal;
  money: Prisma.Decimal;
  recharge: number;
  status: number;
}
const ruleParams = (r: RuleFields) => [utc(r.startTime), utc(r.endTime), r.dayFlow.toFixed(), r.flowMoney.toFixed(), r.money.toFixed(), r.recharge, r.status];

export async function insertRule(tx: Sql, r: RuleFields): Promise<RedPacketRule> {
  const [row] = await tx.query<RuleRecord>(
    `INSERT INTO red_packet_rules (start_time, end_time, day_flow, flow_money, money, recharge, status, updated_at)
     VALUES ($1::timestamptz AT TIME ZONE 'UTC', $2::timestamptz AT TIME ZONE 'UTC', $3::numeric, $4::numeric, $5::numeric, $6, $7, now() AT TIME ZONE 'UTC')
     RETURNING ${RULE_COLUMNS}`,
    ruleParams(r),
  );
  return ruleOf(row!);
}

export async function updateRule(tx: Sql, id: number, r: RuleFields): Promise<RedPacketRule> {
  const [row] = await tx.query<RuleRecord>(
    `UPDATE red_packet_rules SET start_time = $1::timestamptz AT TIME ZONE 'UTC', end_time = $2::timestamptz AT TIME ZONE 'UTC', day_flow = $3::numeric,
            flow_money = $4::numeric, money = $5::numeric, recharge = $6, status = $7, updated_at = now() AT TIME ZONE 'UTC'
     WHERE id = $8 RETURNING ${RULE_COLUMNS}`,
    [...ruleParams(r), id],
  );
  return ruleOf(row!);
}

/** Deletes a rule; false when there was none. */
export async function deleteRule(tx: Sql, id: number): Promise<boolean> {
  return (await tx.query('DELETE FROM red_packet_rules WHERE id = $1 RETURNING 1', [id])).length > 0;
}

const SETTINGS_COLUMNS = 'draw_start AS "drawStart", draw_end AS "drawEnd", count_start AS "countStart", count_end AS "countEnd"';

export async function windowSettings(sql: Sql): Promise<WindowSettings | undefined> {
  const [row] = await sql.query<WindowSettings>(`SELECT ${SETTINGS_COLUMNS} FROM red_packet_settings WHERE id = 1`);
  return row;
}

/** Changes the windows given (null: unchanged); returns them all. */
export async function updateWindowSettings(
  tx: Sql,
  w: { drawStart: string | null; drawEnd: string | null; countStart: string | null; countEnd: string | null },
): Promise<WindowSettings> {
  const [row] = await tx.query<WindowSettings>(
    `UPDATE red_packet_settings SET draw_start = COALESCE($1, draw_start), draw_end = COALESCE($2, draw_end), count_start = COALESCE($3, count_start),
            count_end = COALESCE($4, count_end), updated_at = now() AT TIME ZONE 'UTC'
     WHERE id = 1 RETURNING ${SETTINGS_COLUMNS}`,
    [w.drawStart, w.drawEnd, w.countStart, w.countEnd],
  );
  return row!;
}

/** The advisory-lock namespace of a member's draws (the second key is the user id). */
const DRAW_LOCK = 0x52_50_4b; // "RPK"

/** One member's draws take turns until the transaction ends: concurrent draws see each other's rows. */
export async function lockMemberDraws(tx: Sql, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [DRAW_LOCK, userId]);
}

/** What the member's draws of `day` paid so far. */
export async function drawnOn(db: Sql, userId: number, day: string): Promise<Prisma.Decimal> {
  const [row] = await db.query<{ total: string }>('SELECT COALESCE(SUM(money), 0)::text AS total FROM red_packet_draws WHERE user_id = $1 AND day = $2', [
    userId,
    day,
  ]);
  return new Prisma.Decimal(row?.total ?? 0);
}

/** How many draws the member made on `day`. */
export async function drawsOn(db: Sql, userId: number, day: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM red_packet_draws WHERE user_id = $1 AND day = $2', [userId, day]);
  return row?.n ?? 0;
}

export interface NewDraw {
  userId: number;
  day: string;
  seq: number;
  ruleId: number;
  deposits: string;
  money: string;
  depositAt: Date | null;
  createdAt: Date;
}

/** A draw paid (a unique violation when the member's `seq`-th draw of the day exists). */
export async function insertDraw(tx: Sql, d: NewDraw): Promise<void> {
  await tx.query(
    `INSERT INTO red_packet_draws (user_id, day, seq, rule_id, deposits, money, deposit_at, created_at)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7::timestamptz AT TIME ZONE 'UTC', $8::timestamptz AT TIME ZONE 'UTC')`,
    [d.userId, d.day, d.seq, d.ruleId, d.deposits, d.money, d.depositAt?.toISOString() ?? null, utc(d.createdAt)],
  );
}

export type DrawRow = Pick<RedPacketDraw, 'deposits' | 'money' | 'depositAt' | 'createdAt'>;

/** A page of the member's draws, newest first, and how many they made ever. */
export async function drawPage(
  sql: Sql,
  { userId, page, perPage }: { userId: number; page: number; perPage: number },
): Promise<{ rows: DrawRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    sql.query<{ deposits: string; money: string; deposit_at: Date | null; created_at: Date }>(
      `SELECT deposits::text AS deposits, money::text AS money, deposit_at AT TIME ZONE 'UTC' AS deposit_at, created_at AT TIME ZONE 'UTC' AS created_at FROM red_packet_draws WHERE user_id = $1
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, perPage, (page - 1) * perPage],
    ),
    sql.query<{ n: number }>('SELECT count(*)::int AS n FROM red_packet_draws WHERE user_id = $1', [userId]),
  ]);
  return {
    rows: rows.map((r) => ({ deposits: new Prisma.Decimal(r.deposits), money: new Prisma.Decimal(r.money), depositAt: r.deposit_at, createdAt: r.created_at })),
    total: count?.n ?? 0,
  };
}
