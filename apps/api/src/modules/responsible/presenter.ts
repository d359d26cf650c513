import {
  limitWindow,
  ResponsibleChangeState,
  type LimitKind,
  type LimitPeriod,
  type ResponsibleBlockItem,
  type ResponsibleChangeItem,
  type ResponsibleLimitItem,
  type AffordabilityReview,
  type LimitOfferItem,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { BlockRow, LimitChangeRow } from './rows.js';
import type { OfferRow, ReviewRow } from './affordability-store.js';

/** A limit's figure: money, or whole minutes for a play-time limit. */
const figure = (kind: LimitKind, value: Prisma.Decimal | string) =>
  kind === 'time' ? new Prisma.Decimal(value).toFixed(0, Prisma.Decimal.ROUND_DOWN) : formatMoney(value);

/** A limit in force with what is used of it in the current period (of a deposit limit: `awaiting` of it is orders not yet paid or reviewed) and when that resets. */
export function presentLimit(
  limit: { kind: LimitKind; period: LimitPeriod; value: string },
  used: Prisma.Decimal,
  now: Date,
  awaiting: Prisma.Decimal | null = null,
): ResponsibleLimitItem {
  const value = new Prisma.Decimal(limit.value);
  return {
    kind: limit.kind,
    period: limit.period,
    value: figure(limit.kind, value),
    used: figure(limit.kind, used),
    awaiting: awaiting === null ? null : formatMoney(awaiting),
    left: figure(limit.kind, Prisma.Decimal.max(value.minus(used), 0)),
    resets_at: beijingDateTime(limitWindow(limit.period, now).end),
  } satisfies ResponsibleLimitItem;
}

export function presentChange(row: LimitChangeRow, now: Date): ResponsibleChangeItem {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    value: row.value === null ? null : figure(row.kind, row.value),
    previous: row.previous === null ? null : figure(row.kind, row.previous),
    requested_at: beijingDateTime(row.requested_at),
    effective_at: beijingDateTime(row.effective_at),
    state: row.cancelled_at
      ? ResponsibleChangeState.cancelled
      : row.effective_at.getTime() > now.getTime()
        ? ResponsibleChangeState.pending
        : ResponsibleChangeState.applied,
  } satisfies ResponsibleChangeItem;
}

export function presentBlock(row: BlockRow, now: Date): ResponsibleBlockItem {
  return {
    kind: row.kind,
    period: row.period,
    started_at: beijingDateTime(row.starts_at),
    ends_at: row.ends_at ? beijingDateTime(row.ends_at) : null,
    ended: row.ends_at !== null && row.ends_at.getTime() <= now.getTime(),
    reopens_at: row.reopen_at ? beijingDateTime(row.reopen_at) : null,
    imposed_by_staff: row.imposed_by !== null,
    review: row.review,
  } satisfies ResponsibleBlockItem;
}

export function presentReview(row: ReviewRow): AffordabilityReview {
  return {
    id: row.id,
    username: row.username,
    opened_at: beijingDateTime(row.opened_at),
    net_deposits: formatMoney(row.net_deposits),
    threshold: formatMoney(row.threshold),
    state: row.state,
    decided_at: row.decided_at ? beijingDateTime(row.decided_at) : null,
    decided_by: row.decided_by,
    note: row.note,
  } satisfies AffordabilityReview;
}

export function presentOffer(row: OfferRow): LimitOfferItem {
  return {
    place: row.place,
    choice: row.choice,
    period: row.period,
    value: row.value === null ? null : formatMoney(row.value),
    offered_at: beijingDateTime(row.offered_at),
  } satisfies LimitOfferItem;
}
