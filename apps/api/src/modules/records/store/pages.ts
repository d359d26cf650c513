import { TransRecordType } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';

// The member's record pages: their bets (bet_records), and the financial record, which reads the
// member's deposits, withdrawals (the cashier's) and transfers (the wallet's) in one paged
// statement (listed in modules/tables.ts).

export interface BetRow {
  id: string;
  bet_time: Date;
  bet_id: string;
  game_code: string;
  game_name: string;
  platname: string;
  bet_amount: string;
  win_loss: string;
  payout: string;
  status: number;
  /** What was bet, when the platform said more than the game (a lottery bet's draw, pick and result). */
  detail: unknown;
}

/** A page of the member's bets placed since `since` (of one platform when given), newest first; their count and sums. */
export async function betPage(
  sql: Sql,
  { userId, since, platname, page, perPage }: { userId: number; since: Date; platname: string; page: number; perPage: number },
): Promise<{ rows: BetRow[]; total: number; betTotal: string; winLossTotal: string }> {
  const where = `user_id = $1 AND bet_time >= $2::timestamptz AT TIME ZONE 'UTC' AND ($3 = '' OR platname = $3)`;
  const params = [userId, since.toISOString(), platname];
  const [rows, [sums]] = await Promise.all([
    sql.query<BetRow>(
      `SELECT id::text AS id, bet_time AT TIME ZONE 'UTC' AS bet_time, bet_id, game_code, game_name, platname, bet_amount::text AS bet_amount,
              win_loss::text AS win_loss, payout::text AS payout, status, detail
       FROM bet_records WHERE ${where} ORDER BY bet_time DESC, id DESC LIMIT $4 OFFSET $5`,
      [...params, perPage, (page - 1) * perPage],
    ),
    sql.query<{ n: number; bets: string; win_loss: string }>(
      `SELECT count(*)::int AS n, COALESCE(SUM(bet_amount), 0)::text AS bets, COALESCE(SUM(win_loss), 0)::text AS win_loss FROM bet_records WHERE ${where}`,
      params,
    ),
  ]);
  return { rows, total: sums?.n ?? 0, betTotal: sums?.bets ?? '0', winLossTotal: sums?.win_loss ?? '0' };
}

export interface TransactionRow {
  no: string;
  created_at: Date;
  pay_way: string;
  type: number;
  amount: string;
  state: number;
  payout_tx: string | null;
}

/**
 * A page of the member's financial record since `since`: deposits (top-ups), withdrawals and
 * transfers of the `types` asked, newest first, and its count. A platform filter (`platname`)
 * applies to transfers only. The pay way of a USDT order reads usdt-erc20 / usdt-trc20.
 */
export async function transactionPage(
  sql: Sql,
  { userId, since, platname, types, page, perPage }: { userId: number; since: Date; platname: string; types: number[]; page: number; perPage: number },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const params = [userId, since, platname, types];
  const rows = `
      SELECT t.order_no AS no, t.created_at, t.platname AS pay_way, CASE WHEN t.direction = 'in' THEN ${TransRecordType.transferIn} ELSE ${TransRecordType.transferOut} END AS type, t.amount, t.state, t.id, NULL::text AS payout_tx
        FROM transfers t WHERE t.user_id = $1 AND t.created_at >= $2 AND ($3 = '' OR t.platname = $3)
      UNION ALL
      SELECT d.deposit_no, d.created_at, CASE WHEN d.protocol IS NULL THEN d.paytype ELSE 'usdt-' || lower(d.protocol) END, ${TransRecordType.topUp}, d.amount, d.state, d.id, NULL::text
        FROM deposits d WHERE d.user_id = $1 AND d.created_at >= $2 AND $3 = ''
      UNION ALL
      SELECT w.order_no, w.created_at, CASE WHEN w.protocol IS NULL THEN 'bank' ELSE 'usdt-' || lower(w.protocol) END, ${TransRecordType.withdrawal}, w.amount, w.state, w.id, w.payout_tx
        FROM withdrawals w WHERE w.user_id = $1 AND w.created_at >= $2 AND $3 = ''`;
  const [page_, [count]] = await Promise.all([
    sql.query<TransactionRow>(
      `SELECT no, created_at, pay_way, type, amount::text AS amount, state, payout_tx FROM (${rows}) x WHERE x.type = ANY($4::int[])
       ORDER BY x.created_at DESC, x.type, x.id DESC LIMIT $5 OFFSET $6`,
      [...params, perPage, (page - 1) * perPage],
    ),
    sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM (${rows}) x WHERE x.type = ANY($4::int[])`, params),
  ]);
  return { rows: page_, total: Number(count?.n ?? 0) };
}
