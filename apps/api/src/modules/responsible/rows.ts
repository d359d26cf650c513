import type { LimitKind, LimitPeriod } from '@portal/contracts';

/** A row of responsible_limits (one change of one limit). */
export interface LimitChangeRow {
  id: number;
  kind: LimitKind;
  period: LimitPeriod;
  value: string | null;
  previous: string | null;
  requested_at: Date;
  effective_at: Date;
  cancelled_at: Date | null;
}

/** A row of responsible_blocks (a time-out or self-exclusion, or a lengthening of one). */
export interface BlockRow {
  kind: 'timeout' | 'exclusion';
  period: string;
  starts_at: Date;
  ends_at: Date | null;
}

export const CHANGE_COLUMNS = 'id, kind, period, value::text AS value, previous::text AS previous, requested_at, effective_at, cancelled_at';
