import type { AdjustmentRow } from '@portal/contracts';
import type { Prisma } from '../../db/client.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { AdjustmentRecord } from './store/adjustments.js';

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
