import { RebateState } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';

// The rebates (one row per settled bet), and the names of the platforms they came from (platforms,
// the games module's table; listed in modules/tables.ts). Instants go in as ISO text at UTC and
// come out AT TIME ZONE 'UTC', as the columns (timestamp without time zone) hold them.

export interface NewRebate {
  userId: number;
  betRecordId: bigint;
  platname: string;
  category: string;
  validAmount: string;
  rate: string;
  money: string;
}

/** One rebate per bet; a bet that has one already accrues nothing more. Returns how many were stored. */
export async function insertRebates(tx: Sql, rebates: NewRebate[], at: Date): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO rebates (user_id, bet_record_id, platname, category, valid_amount, rate, money, created_at, updated_at)
     SELECT u, b, p, c, v, r, m, $8::timestamptz AT TIME ZONE 'UTC', $8::timestamptz AT TIME ZONE 'UTC'
     FROM unnest($1::int[], $2::bigint[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::numeric[]) AS x(u, b, p, c, v, r, m)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [
      rebates.map((r) => r.userId),
      rebates.map((r) => r.betRecordId.toString()),
      rebates.map((r) => r.platname),
      rebates.map((r) => r.category),
      rebates.map((r) => r.validAmount),
      rebates.map((r) => r.rate),
      rebates.map((r) => r.money),
      at.toISOString(),
    ],
  );
  return rows.length;
}

export interface RebateRow {
  platname: string;
  money: string;
  state: number;
  created_at: Date;
  updated_at: Date;
}

/**
 * A page of the member's rebates since `since` (of one platform when given), newest first, with
 * their count, the member's pending and collected totals (all of their rebates), and the names of
 * the page's platforms.
 */
export async function rebatePage(
  sql: Sql,
  { userId, since, platname, page, perPage }: { userId: number; since: Date; platname: string; page: number; perPage: number },
) {
  const where = `user_id = $1 AND created_at >= $2::timestamptz AT TIME ZONE 'UTC' AND ($3 = '' OR platname = $3)`;
  const params = [userId, since.toISOString(), platname];
  const [rows, [count], totals] = await Promise.all([
    sql.query<RebateRow>(
      `SELECT platname, money::text AS money, state, created_at AT TIME ZONE 'UTC' AS created_at, updated_at AT TIME ZONE 'UTC' AS updated_at
       FROM rebates WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
      [...params, perPage, (page - 1) * perPage],
    ),
    sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM rebates WHERE ${where}`, params),
    sql.query<{ state: number; total: string | null }>('SELECT state, SUM(money)::text AS total FROM rebates WHERE user_id = $1 GROUP BY state', [userId]),
  ]);
  const names = [...new Set(rows.map((r) => r.platname))];
  const platforms =
    names.length === 0
      ? []
      : await sql.query<{ platname: string; name: string; i18n: unknown }>('SELECT platname, name, i18n FROM platforms WHERE platname = ANY($1::text[])', [
          names,
        ]);
  return { rows, total: count?.n ?? 0, totals, platforms };
}

/** The member's pending rebates, oldest first, locked for a collection. */
export function lockPending(tx: Sql, userId: number): Promise<{ id: string; money: string }[]> {
  return tx.query<{ id: string; money: string }>(
    `SELECT id::text AS id, money::text AS money FROM rebates WHERE user_id = $1 AND state = ${RebateState.pending} ORDER BY id FOR UPDATE`,
    [userId],
  );
}

/** The rebates `ids` collected (or, `reviewing`, waiting for a second person) under the posting key `key`. */
export async function markCollecting(tx: Sql, { ids, key, reviewing, at }: { ids: string[]; key: string; reviewing: boolean; at: Date }): Promise<void> {
  await tx.query(
    `UPDATE rebates SET state = $3, collect_key = $2, collected_at = CASE WHEN $3 = ${RebateState.collected} THEN $4::timestamptz AT TIME ZONE 'UTC' END,
            updated_at = $4::timestamptz AT TIME ZONE 'UTC'
     WHERE id = ANY($1::bigint[])`,
    [ids, key, reviewing ? RebateState.reviewing : RebateState.collected, at.toISOString()],
  );
}

/** The rebates waiting under `key` go back to pending (the member's to collect again). */
export async function releaseReviewing(tx: Sql, key: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE rebates SET state = ${RebateState.pending}, collect_key = NULL, updated_at = $2 WHERE collect_key = $1 AND state = ${RebateState.reviewing}`,
    [key, at],
  );
}

/** The rebates waiting under `key` are collected. */
export async function collectReviewing(tx: Sql, key: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE rebates SET state = ${RebateState.collected}, collected_at = $2, updated_at = $2 WHERE collect_key = $1 AND state = ${RebateState.reviewing}`,
    [key, at],
  );
}

/** The rebates waiting under `key` are rejected, never paid. */
export async function rejectReviewing(tx: Sql, key: string, at: Date): Promise<void> {
  await tx.query(`UPDATE rebates SET state = ${RebateState.rejected}, updated_at = $2 WHERE collect_key = $1 AND state = ${RebateState.reviewing}`, [key, at]);
}

/** What the member can collect now: a correction that took back more than is pending leaves nothing (never a negative amount). */
export async function pendingTotal(sql: Sql, userId: number): Promise<string | null> {
  const [row] = await sql.query<{ total: string | null }>(
    `SELECT GREATEST(SUM(money), 0) AS total FROM rebates WHERE user_id = $1 AND state = ${RebateState.pending}`,
    [userId],
  );
  return row?.total ?? null;
}

/** A bet's rebate rows (its first and its corrections), locked, for a restatement. */
export interface BetRebateRow {
  id: string;
  bet_record_id: string;
  revision: number;
  rate: string;
  money: string;
  state: number;
}

export function lockRebatesOfBets(tx: Sql, betRecordIds: bigint[]): Promise<BetRebateRow[]> {
  return tx.query<BetRebateRow>(
    `SELECT id::text AS id, bet_record_id::text AS bet_record_id, revision, rate::text AS rate, money::text AS money, state FROM rebates
     WHERE bet_record_id = ANY($1::bigint[]) ORDER BY bet_record_id, revision FOR UPDATE`,
    [betRecordIds.map(String)],
  );
}

export async function deleteRebate(tx: Sql, id: string): Promise<void> {
  await tx.query('DELETE FROM rebates WHERE id = $1::bigint', [id]);
}

/** A pending rebate changed in place by `diff`, with the bet's new valid amount. */
export async function restatePending(tx: Sql, { id, diff, validAmount, at }: { id: string; diff: string; validAmount: string; at: Date }): Promise<void> {
  await tx.query(
    `UPDATE rebates SET money = money + $2::numeric, valid_amount = $3::numeric, updated_at = $4::timestamptz AT TIME ZONE 'UTC' WHERE id = $1::bigint`,
    [id, diff, validAmount, at.toISOString()],
  );
}

/** A correction row after a collected rebate: the difference (negative: what was paid too much), as the next revision. */
export async function insertCorrection(tx: Sql, r: NewRebate & { revision: number }, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO rebates (user_id, bet_record_id, revision, platname, category, valid_amount, rate, money, created_at, updated_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6::numeric, $7::numeric, $8::numeric, $9::timestamptz AT TIME ZONE 'UTC', $9::timestamptz AT TIME ZONE 'UTC')`,
    [r.userId, r.betRecordId.toString(), r.revision, r.platname, r.category, r.validAmount, r.rate, r.money, at.toISOString()],
  );
}
