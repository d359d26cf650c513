import { FeedbackState } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';
import { FEEDBACK_COLUMNS, type FeedbackRowData } from './presenter.js';

// The feedback module's tables (feedbacks, feedback_images), with the names on its pages (users,
// admins: listed in modules/tables.ts).

/** Advisory lock (with the member's id) under which a member's recent feedback is counted and one added. */
const FEEDBACK_LOCK = 0x46_42_4b; // "FBK"
/** Advisory lock (with the member's id) under which a member's recent screenshots are counted and one added. */
const FEEDBACK_IMAGE_LOCK = 0x46_42_49; // "FBI"

/** Parallel submissions of one member count one at a time, so none slips past the limit. */
export async function lockMemberFeedback(tx: Sql, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [FEEDBACK_LOCK, userId]);
}

/** Parallel uploads of one member count one at a time, so none slips past the limit. */
export async function lockMemberImages(tx: Sql, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [FEEDBACK_IMAGE_LOCK, userId]);
}

export const imagesSince = (db: Sql, userId: number, since: Date) =>
  db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback_images WHERE user_id = $1 AND created_at > $2', [userId, since]).then(([r]) => r!.n);

export async function insertImage(tx: Sql, id: string, userId: number, png: Buffer, at: Date): Promise<void> {
  await tx.query('INSERT INTO feedback_images (id, user_id, bytes, created_at) VALUES ($1, $2, $3, $4)', [id, userId, png, at]);
}

export const feedbackSince = (db: Sql, userId: number, since: Date) =>
  db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedbacks WHERE user_id = $1 AND created_at > $2', [userId, since]).then(([r]) => r!.n);

export async function ownsImage(db: Sql, id: string, userId: number): Promise<boolean> {
  const [own] = await db.query('SELECT 1 FROM feedback_images WHERE id = $1 AND user_id = $2', [id, userId]);
  return own !== undefined;
}

export interface NewFeedback {
  userId: number;
  category: string;
  content: string;
  image: string | null;
  at: Date;
}

export async function insertFeedback(tx: Sql, f: NewFeedback) {
  const [inserted] = await tx.query<{ id: number; category: string; state: number; created_at: Date }>(
    'INSERT INTO feedbacks (user_id, category, content, image_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, category, state, created_at',
    [f.userId, f.category, f.content, f.image, f.at],
  );
  return inserted!;
}

const FROM = 'feedbacks f JOIN users u ON u.id = f.user_id LEFT JOIN admins a ON a.id = f.answered_by';

export async function feedbackById(db: Sql, id: number): Promise<FeedbackRowData | undefined> {
  const [row] = await db.query<FeedbackRowData>(`SELECT ${FEEDBACK_COLUMNS} FROM ${FROM} WHERE f.id = $1`, [id]);
  return row;
}

export interface FeedbackFilter {
  state: number | null;
  category: string | null;
  /** A member's exact username, or '' for all. */
  username: string;
}

/** A page of feedback, newest first, and how many match. */
export async function feedbackPage(db: Sql, f: FeedbackFilter, page: number, perPage: number): Promise<{ rows: FeedbackRowData[]; count: number }> {
  const where = `($1::int IS NULL OR f.state = $1) AND ($2::text IS NULL OR f.category = $2) AND ($3 = '' OR u.username = $3)`;
  const params = [f.state, f.category, f.username];
  const [rows, [count]] = await Promise.all([
    db.query<FeedbackRowData>(`SELECT ${FEEDBACK_COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY f.id DESC LIMIT $4 OFFSET $5`, [
      ...params,
      perPage,
      (page - 1) * perPage,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM feedbacks f JOIN users u ON u.id = f.user_id WHERE ${where}`, params),
  ]);
  return { rows, count: count?.n ?? 0 };
}

/** Answers open feedback; undefined when it is not open (answered already, or no such feedback). */
export async function answerOpen(tx: Sql, id: number, answer: string, adminId: number, at: Date) {
  const [row] = await tx.query<{ id: number; user_id: number; content: string; created_at: Date }>(
    `UPDATE feedbacks SET state = ${FeedbackState.answered}, answer = $2, answered_by = $3, answered_at = $4::timestamptz AT TIME ZONE 'UTC'
     WHERE id = $1 AND state = ${FeedbackState.open} RETURNING id, user_id, content, created_at AT TIME ZONE 'UTC' AS created_at`,
    [id, answer, adminId, at.toISOString()],
  );
  return row;
}

/** The feedback's screenshot: undefined when there is no such feedback, null when it has none. */
export async function feedbackImage(db: Sql, id: number): Promise<Buffer | null | undefined> {
  const [row] = await db.query<{ bytes: Buffer | null }>('SELECT i.bytes FROM feedbacks f LEFT JOIN feedback_images i ON i.id = f.image_id WHERE f.id = $1', [
    id,
  ]);
  return row ? row.bytes : undefined;
}
