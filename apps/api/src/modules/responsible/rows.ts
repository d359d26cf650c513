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
  id: number;
  kind: 'timeout' | 'exclusion';
  period: string;
  starts_at: Date;
  ends_at: Date | null;
  /** An ended self-exclusion: when the account reopens, 24 hours after the member asked (null: not asked). */
  reopen_at: Date | null;
  /** The staff account that imposed it (null: the member). */
  imposed_by: number | null;
  /** An indefinite self-exclusion's request to end it (docs/player-protection.md#cooling-off): '' none, or pending, approved, refused. */
  review: '' | 'pending' | 'approved' | 'refused';
  reopen_requested_at: Date | null;
}

export const CHANGE_COLUMNS = 'id, kind, period, value::text AS value, previous::text AS previous, requested_at, effective_at, cancelled_at';
