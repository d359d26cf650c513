import type { Sql } from '../../db/sql.js';

// Affordability reviews (responsible_affordability_reviews) and the answers to the deposit limit
// offered before the first deposit (responsible_limit_offers).

export interface ReviewRow {
  id: number;
  user_id: number;
  username: string;
  opened_at: Date;
  net_deposits: string;
  threshold: string;
  state: 'open' | 'approved' | 'limited' | 'timed_out';
  decided_at: Date | null;
  decided_by: string | null;
  note: string;
}

const REVIEW_COLUMNS = `r.id, r.user_id, u.username, r.opened_at, r.net_deposits::text AS net_deposits, r.threshold::text AS threshold,
  r.state, r.decided_at, a.name AS decided_by, r.note`;
const REVIEW_FROM = 'responsible_affordability_reviews r JOIN users u ON u.id = r.user_id LEFT JOIN admins a ON a.id = r.decided_by';

/** The member's open review, if any. */
export async function openReview(db: Sql, userId: number): Promise<ReviewRow | undefined> {
  const [row] = await db.query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.user_id = $1 AND r.state = 'open'`, [userId]);
  return row;
}

/** An open review's member (undefined: no such review, or decided). */
export async function openReviewById(db: Sql, id: number): Promise<{ user_id: number } | undefined> {
  const [row] = await db.query<{ user_id: number }>(`SELECT user_id FROM responsible_affordability_reviews WHERE id = $1 AND state = 'open'`, [id]);
  return row;
}

/** When staff last decided a review of the member (net deposits are counted from then on), or null. */
export async function lastDecided(db: Sql, userId: number): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | null }>(
    `SELECT MAX(decided_at) AS at FROM responsible_affordability_reviews WHERE user_id = $1 AND state <> 'open'`,
    [userId],
  );
  return row?.at ?? null;
}

/** Opens a review unless one is open (the partial unique index keeps one per member). */
export async function insertReview(db: Sql, r: { userId: number; at: Date; net: string; threshold: string }): Promise<void> {
  await db.query(
    `INSERT INTO responsible_affordability_reviews (user_id, opened_at, net_deposits, threshold) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) WHERE state = 'open' DO NOTHING`,
    [r.userId, r.at, r.net, r.threshold],
  );
}

/** The open reviews (oldest first), then the latest `decided` decided ones. */
export function reviewQueue(db: Sql, decided: number): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(
    `(SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.state = 'open' ORDER BY r.opened_at, r.id)
     UNION ALL
     (SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.state <> 'open' ORDER BY r.decided_at DESC, r.id DESC LIMIT ${decided})`,
  );
}

/** Decides an open review (null: it was not open: decided already, or no such review), in the caller's transaction. */
export async function decideReview(
  tx: Sql,
  d: { id: number; state: 'approved' | 'limited' | 'timed_out'; by: number; at: Date; note: string },
): Promise<{ user_id: number; username: string } | undefined> {
  const [row] = await tx.query<{ user_id: number; username: string }>(
    `UPDATE responsible_affordability_reviews r SET state = $2, decided_by = $3, decided_at = $4, note = $5 FROM users u
     WHERE r.id = $1 AND r.state = 'open' AND u.id = r.user_id RETURNING r.user_id, u.username`,
    [d.id, d.state, d.by, d.at, d.note],
  );
  return row;
}

export interface OfferRow {
  place: 'register' | 'agent' | 'short' | 'first_deposit';
  choice: 'set' | 'declined';
  period: 'day' | 'week' | 'month' | null;
  value: string | null;
  offered_at: Date;
}

export async function insertOffer(
  tx: Sql,
  o: { userId: number; place: string; choice: string; period: string | null; value: string | null; at: Date },
): Promise<void> {
  await tx.query('INSERT INTO responsible_limit_offers (user_id, place, choice, period, value, offered_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    o.userId,
    o.place,
    o.choice,
    o.period,
    o.value,
    o.at,
  ]);
}

export function offersOf(db: Sql, userId: number): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    'SELECT place, choice, period, value::text AS value, offered_at FROM responsible_limit_offers WHERE user_id = $1 ORDER BY id DESC LIMIT 20',
    [userId],
  );
}
