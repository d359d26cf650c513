import {
  limitWindow,
  type LimitKind,
  type LimitPeriod,
  type ResponsibleBlockItem,
  type ResponsibleChangeItem,
  type ResponsibleLimitItem,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { BlockRow, LimitChangeRow } from './rows.js';

/** A limit in force with what is used of it in the current period and when that resets. */
export function presentLimit(limit: { kind: LimitKind; period: LimitPeriod; value: string }, used: Prisma.Decimal, now: Date): ResponsibleLimitItem {
  const value = new Prisma.Decimal(limit.value);
  return {
    kind: limit.kind,
    period: limit.period,
    value: formatMoney(value),
    used: formatMoney(used),
    left: formatMoney(Prisma.Decimal.max(value.minus(used), 0)),
    resets_at: beijingDateTime(limitWindow(limit.period, now).end),
  } satisfies ResponsibleLimitItem;
}

export function presentChange(row: LimitChangeRow, now: Date): ResponsibleChangeItem {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    value: row.value === null ? null : formatMoney(row.value),
    previous: row.previous === null ? null : formatMoney(row.previous),
    requested_at: beijingDateTime(row.requested_at),
    effective_at: beijingDateTime(row.effective_at),
    state: row.cancelled_at ? 'cancelled' : row.effective_at.getTime() > now.getTime() ? 'pending' : 'applied',
  } satisfies ResponsibleChangeItem;
}

export function presentBlock(row: BlockRow): ResponsibleBlockItem {
  return {
    kind: row.kind,
    period: row.period,
    started_at: beijingDateTime(row.starts_at),
    ends_at: row.ends_at ? beijingDateTime(row.ends_at) : null,
  } satisfies ResponsibleBlockItem;
}
