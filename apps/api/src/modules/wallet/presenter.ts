import type { AdjustmentRow, AdjustmentState } from '@portal/contracts';
import type { Prisma } from '../../db/client.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';

/** A balance_adjustments row with the names of the member and the staff involved (FROM balance_adjustments b JOIN users u, admins ra, LEFT JOIN admins da). */
export interface AdjustmentRecord {
  id: number;
  user_id: number;
  username: string;
  direction: 'credit' | 'debit';
  amount: string;
  memo: string;
  correction: boolean;
  correction_reason: string;
  state: AdjustmentState;
  key: string;
  requested_by: number;
  requested_by_name: string;
  requested_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  reject_reason: string;
}

export const ADJUSTMENT_COLUMNS = `b.id, b.user_id, u.username, b.direction, b.amount::text AS amount, b.memo, b.correction, b.correction_reason, b.state, b.key,
  b.requested_by, ra.name AS requested_by_name, b.requested_at, da.name AS decided_by_name, b.decided_at, b.reject_reason`;

/** An adjustment as the back office reads it: the amount signed (negative for a debit); `balance` only in the reply that moved the money. */
export function presentAdjustment(row: AdjustmentRecord, balance: Prisma.Decimal | null): AdjustmentRow {
  return {
    id: row.id,
    username: row.username,
    amount: formatMoney(row.direction === 'debit' ? `-${row.amount}` : row.amount),
    direction: row.direction,
    memo: row.memo,
    correction: row.correction,
    correction_reason: row.correction_reason,
    state: row.state,
    requested_by: row.requested_by_name,
    requested_at: beijingDateTime(row.requested_at),
    decided_by: row.decided_by_name,
    decided_at: row.decided_at ? beijingDateTime(row.decided_at) : null,
    reject_reason: row.reject_reason,
    balance: balance ? formatMoney(balance) : null,
  } satisfies AdjustmentRow;
}
