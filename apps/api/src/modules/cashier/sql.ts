import { Prisma } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';

// The cashier's hand-written SQL: the rows a withdrawal locks and counts, and the turnover rule.
// NUMERIC arrives as a string.

export interface DepositRow {
  id: string;
  deposit_no: string;
  user_id: number;
  paytype: string;
  protocol: string | null;
  amount: string;
  real_money: string;
  usdt_rate: string | null;
  usdt_amount: string | null;
  payer_name: string;
  payer_bank: string;
  payer_card_no: string;
  payer_address: string;
  state: number;
  reason: string;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: Date;
  expires_at: Date;
}

export interface WithdrawalRow {
  id: string;
  order_no: string;
  user_id: number;
  card_id: number | null;
  card_type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  protocol: string | null;
  amount: string;
  usdt_rate: string | null;
  usdt_amount: string | null;
  fee: string | null;
  state: number;
  reason: string;
  first_approved_by: number | null;
  first_approved_at: Date | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  created_at: Date;
}

export interface CardRow {
  id: number;
  user_id: number;
  type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  created_at: Date;
}

export const DEPOSIT_COLUMNS = `d.id::text AS id, d.deposit_no, d.user_id, d.paytype, d.protocol, d.amount::text AS amount, d.real_money::text AS real_money,
  d.usdt_rate::text AS usdt_rate, d.usdt_amount::text AS usdt_amount, d.payer_name, d.payer_bank, d.payer_card_no, d.payer_address,
  d.state, d.reason, d.reviewed_by, d.reviewed_at, d.created_at, d.expires_at`;

export const WITHDRAWAL_COLUMNS = `w.id::text AS id, w.order_no, w.user_id, w.card_id, w.card_type, w.bank, w.bank_no, w.bank_owner, w.bank_address, w.protocol,
  w.amount::text AS amount, w.usdt_rate::text AS usdt_rate, w.usdt_amount::text AS usdt_amount, w.fee::text AS fee, w.state, w.reason,
  w.first_approved_by, w.first_approved_at, w.reviewed_by, w.reviewed_at, w.created_at`;

export const CARD_COLUMNS = 'c.id, c.user_id, c.type, c.bank, c.bank_no, c.bank_owner, c.bank_address, c.created_at';

/**
 * The turnover rule's sums (original-backend.md rule 6): settled bets since the member's last
 * approved withdrawal (its submission time; the beginning when there is none), the deposits
 * approved since then, and the back office's credits posted since then that were not corrections
 * (issue 16: credited money is bet once before it can leave; a balance_adjustments row gets its
 * posted_at in the transaction that credits the money).
 */
export async function turnoverSince(sql: Sql, userId: number): Promise<TurnoverSums> {
  const [row] = await sql.query<TurnoverSums>(
    `WITH since AS (SELECT COALESCE(MAX(created_at), '-infinity'::timestamp) AS at FROM withdrawals WHERE user_id = $1 AND state = 2)
     SELECT (SELECT COALESCE(SUM(b.valid_amount), 0)::text FROM bet_records b, since WHERE b.user_id = $1 AND b.status = 1 AND b.bet_time > since.at) AS bets,
            (SELECT COALESCE(SUM(d.real_money), 0)::text FROM deposits d, since WHERE d.user_id = $1 AND d.state = 2 AND d.reviewed_at > since.at) AS deposits,
            (SELECT COALESCE(SUM(a.amount), 0)::text FROM balance_adjustments a, since
              WHERE a.user_id = $1 AND a.direction = 'credit' AND NOT a.correction AND a.posted_at IS NOT NULL AND a.posted_at > since.at) AS credits`,
    [userId],
  );
  return row ?? { bets: '0', deposits: '0', credits: '0' };
}

export interface TurnoverSums {
  bets: string;
  deposits: string;
  /** Back-office credits that were not corrections. */
  credits: string;
}

/** What the member must have bet before withdrawing: the deposits times the multiple, plus each credit once. */
export function requiredTurnover(sums: TurnoverSums, multiple: Prisma.Decimal | string): Prisma.Decimal {
  return new Prisma.Decimal(sums.deposits).times(multiple).toDecimalPlaces(2, Prisma.Decimal.ROUND_UP).plus(sums.credits);
}

/** The member's withdrawals that use up a slot of the day (pending or approved) since `dayStart`. */
export async function withdrawalsToday(sql: Sql, userId: number, dayStart: Date): Promise<number> {
  const [row] = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM withdrawals WHERE user_id = $1 AND created_at >= $2 AND state IN (1, 2)', [userId, dayStart]);
  return Number(row?.n ?? 0);
}
