import { ApplyState, OrderState, type PromotionBonusKind } from '@portal/contracts';
import type { Sql } from '../../../db/sql.js';

// The back office's review of promotion applications (activity_applies), with what a bonus is
// reckoned from: the promotion's terms and the member's qualifying deposit (deposits, the
// cashier's, and the member's name: reads listed in modules/tables.ts).

/** An application with what its bonus is reckoned from: the promotion's terms and the qualifying deposit. */
export interface ApplicationRow {
  id: number;
  user_id: number;
  username: string;
  activity_id: number;
  activity_name: string;
  state: number;
  remark: string;
  created_at: Date;
  bonus_kind: PromotionBonusKind;
  bonus_value: string;
  bonus_cap: string | null;
  bonus_multiple: string;
  stackable: boolean;
  money_set_by: number | null;
  paid_bonus: string | null;
  paid_turnover: string;
  payout_id: number | null;
  deposit_no: string | null;
  deposit_amount: string | null;
  deposit_at: Date | null;
  used_by_id: number | null;
  used_by_activity: string | null;
}

/**
 * The qualifying deposit of an application: the member's last approved deposit made before they
 * applied (its real money, what a percent bonus is reckoned on). Approved later is fine: a member
 * who deposits and applies while the deposit waits for review still qualifies once it is approved.
 * `used_by`: another application whose bonus used that deposit (activity_applies.deposit_use).
 */
const APPLICATION_SQL = `
  SELECT a.id, a.user_id, u.username, a.activity_id, ac.title AS activity_name, a.state, a.remark, a.created_at,
         ac.bonus_kind, ac.bonus_value::text AS bonus_value, ac.bonus_cap::text AS bonus_cap, ac.bonus_turnover::text AS bonus_multiple,
         ac.stackable, ac.money_set_by,
         a.bonus::text AS paid_bonus, a.bonus_turnover::text AS paid_turnover, a.payout_id,
         q.deposit_no, q.real_money::text AS deposit_amount, q.created_at AS deposit_at,
         used.id AS used_by_id, used.title AS used_by_activity
    FROM activity_applies a
    JOIN users u ON u.id = a.user_id
    JOIN activities ac ON ac.id = a.activity_id
    LEFT JOIN LATERAL (
      SELECT d.deposit_no, d.real_money, d.created_at FROM deposits d
       WHERE d.user_id = a.user_id AND d.state = ${OrderState.approved} AND d.created_at <= a.created_at
       ORDER BY d.created_at DESC, d.id DESC LIMIT 1
    ) q ON true
    LEFT JOIN LATERAL (
      SELECT o.id, oac.title FROM activity_applies o JOIN activities oac ON oac.id = o.activity_id
       WHERE o.deposit_use = q.deposit_no AND o.id <> a.id
    ) used ON true`;

/** A page of the applications (of one state when given), newest first, and how many there are. */
export async function reviewPage(db: Sql, state: number | null, page: number, perPage: number): Promise<{ rows: ApplicationRow[]; count: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<ApplicationRow>(`${APPLICATION_SQL} WHERE ($1::int IS NULL OR a.state = $1) ORDER BY a.id DESC LIMIT $2 OFFSET $3`, [
      state,
      perPage,
      (page - 1) * perPage,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM activity_applies a WHERE ($1::int IS NULL OR a.state = $1)`, [state]),
  ]);
  return { rows, count: count?.n ?? 0 };
}

/**
 * The application locked for a decision, the member's row first (as every approval that pays
 * takes them: no deadlock with a withdrawal or a deposit approval), then the application's.
 */
export async function applicationForDecision(tx: Sql, id: number): Promise<ApplicationRow | undefined> {
  await tx.query('SELECT 1 FROM users u JOIN activity_applies a ON a.user_id = u.id WHERE a.id = $1 FOR NO KEY UPDATE OF u', [id]);
  const [row] = await tx.query<ApplicationRow>(`${APPLICATION_SQL} WHERE a.id = $1 FOR UPDATE OF a`, [id]);
  return row;
}

export interface Reviewed {
  remark: string;
  by: number;
  at: Date;
}

/** A reviewer's decision not to approve, as they chose the state. */
export async function decideApplication(tx: Sql, id: number, state: number, r: Reviewed): Promise<void> {
  await tx.query(`UPDATE activity_applies SET state = $2, remark = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1`, [id, state, r.remark, r.by, r.at]);
}

/** Rejected with the reason, the deposit it held free again. */
export async function rejectApplication(tx: Sql, id: number, r: Reviewed): Promise<void> {
  await tx.query(
    `UPDATE activity_applies SET state = ${ApplyState.rejected}, remark = $2, reviewed_by = $3, reviewed_at = $4, deposit_use = NULL WHERE id = $1`,
    [id, r.remark, r.by, r.at],
  );
}

/** What an approval pays, recorded on the application (still pending): bonus, turnover, qualifying deposit and the deposit it uses. */
export async function recordApproval(
  tx: Sql,
  id: number,
  a: Reviewed & { bonus: string; turnover: string; qualifyingDeposit: string | null; depositUse: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE activity_applies SET bonus = $2::numeric, bonus_turnover = $3::numeric, qualifying_deposit = $4, deposit_use = $5, remark = $6, reviewed_by = $7, reviewed_at = $8
     WHERE id = $1`,
    [id, a.bonus, a.turnover, a.qualifyingDeposit, a.depositUse, a.remark, a.by, a.at],
  );
}

/** The queued payout the application waits for. */
export async function setApplicationPayout(tx: Sql, id: number, payoutId: number): Promise<void> {
  await tx.query('UPDATE activity_applies SET payout_id = $2 WHERE id = $1', [id, payoutId]);
}

export async function markApplicationApproved(tx: Sql, id: number): Promise<void> {
  await tx.query(`UPDATE activity_applies SET state = ${ApplyState.approved} WHERE id = $1`, [id]);
}
