import { randomUUID } from 'node:crypto';
import {
  FEEDBACK_IMAGES_PER_DAY,
  FEEDBACK_PER_DAY,
  FeedbackState,
  InboxTemplate,
  ReplyCode,
  pageOf,
  type FeedbackAnswerInput,
  type FeedbackListInput,
  type FeedbackSubmitInput,
} from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { prismaSql, type Sql, type SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import { AppError, denied, invalid, notFound } from '../../errors.js';
import { beijingDateTime } from '../../time.js';
import { pngFromUpload } from '../../uploaded-image.js';
import type { Notify } from '../inbox/index.js';
import { FEEDBACK_COLUMNS, presentFeedback, presentFeedbackRow, type FeedbackRowData } from './presenter.js';

// Feedback (意见反馈): a member sends a category, a text and perhaps a screenshot; staff list it
// (filters by state, category, member), answer it once, audited; the answer goes to the member's
// inbox in the same transaction. Submissions and screenshots are limited per member per 24 hours
// (counted in the database, so every process and machine sees the same count).

const DAY_MS = 24 * 60 * 60 * 1000;
/** A screenshot is scaled down to fit this square. */
const SCREENSHOT_MAX_SIDE = 1600;
/** Advisory lock (with the member's id) under which a member's recent feedback is counted and one added. */
const FEEDBACK_LOCK = 0x46_42_4b; // "FBK"
/** Advisory lock (with the member's id) under which a member's recent screenshots are counted and one added. */
const FEEDBACK_IMAGE_LOCK = 0x46_42_49; // "FBI"
const PAGE_SIZE = 20;
/** How much of the member's text the inbox message quotes. */
const QUOTE_CHARS = 40;

interface Deps {
  prisma: PrismaClient;
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  notify: Notify;
}

const tooMany = (key: 'feedback.tooMany' | 'feedback.imagesTooMany', count: number) =>
  new AppError(ReplyCode.tooManyRequests, key).with({ count: String(count) });

export function createFeedbackService({ prisma, sql, clock, audit, notify }: Deps) {
  const imagesSince = (db: Sql, userId: number, since: Date) =>
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback_images WHERE user_id = $1 AND created_at > $2', [userId, since]).then(([r]) => r!.n);

  /** Stores a screenshot (PNG or JPEG, re-encoded as PNG) for the member's next feedback; at most FEEDBACK_IMAGES_PER_DAY a day. */
  async function uploadImage({ userId }: MemberContext, file: Buffer | undefined) {
    if (!file || file.length === 0) throw invalid('upload.required');
    const since = new Date(clock.now().getTime() - DAY_MS);
    // A member already at the limit costs no decoding; the count that decides is taken under the lock below.
    if ((await imagesSince(sql, userId, since)) >= FEEDBACK_IMAGES_PER_DAY) throw tooMany('feedback.imagesTooMany', FEEDBACK_IMAGES_PER_DAY);
    const png = await pngFromUpload(file, { maxSide: SCREENSHOT_MAX_SIDE });
    if (!png) throw invalid('upload.imageType');
    const id = randomUUID();
    await sql.tx(async (tx) => {
      // Parallel uploads of one member count one at a time, so none slips past the limit.
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [FEEDBACK_IMAGE_LOCK, userId]);
      if ((await imagesSince(tx, userId, since)) >= FEEDBACK_IMAGES_PER_DAY) throw tooMany('feedback.imagesTooMany', FEEDBACK_IMAGES_PER_DAY);
      await tx.query('INSERT INTO feedback_images (id, user_id, bytes, created_at) VALUES ($1, $2, $3, $4)', [id, userId, png, clock.now()]);
    });
    return { image: id };
  }

  /** Sends feedback: at most FEEDBACK_PER_DAY in any 24 hours; the screenshot must be one the member uploaded. */
  async function submit({ userId }: MemberContext, input: FeedbackSubmitInput) {
    const now = clock.now();
    const row = await sql.tx(async (tx) => {
      // Parallel submissions of one member count one at a time, so none slips past the limit.
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [FEEDBACK_LOCK, userId]);
      const [recent] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM feedbacks WHERE user_id = $1 AND created_at > $2', [
        userId,
        new Date(now.getTime() - DAY_MS),
      ]);
      if (recent!.n >= FEEDBACK_PER_DAY) throw tooMany('feedback.tooMany', FEEDBACK_PER_DAY);
      if (input.image !== null) {
        const [own] = await tx.query('SELECT 1 FROM feedback_images WHERE id = $1 AND user_id = $2', [input.image, userId]);
        if (!own) throw invalid('feedback.imageNotFound');
      }
      const [inserted] = await tx.query<{ id: number; category: string; state: number; created_at: Date }>(
        'INSERT INTO feedbacks (user_id, category, content, image_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, category, state, created_at',
        [userId, input.category, input.content, input.image, now],
      );
      return inserted!;
    });
    return { message: 'feedback.submitted' as const, data: presentFeedback(row) };
  }

  async function rowById(id: number): Promise<FeedbackRowData> {
    const [row] = await sql.query<FeedbackRowData>(
      `SELECT ${FEEDBACK_COLUMNS} FROM feedbacks f JOIN users u ON u.id = f.user_id LEFT JOIN admins a ON a.id = f.answered_by WHERE f.id = $1`,
      [id],
    );
    if (!row) throw notFound('feedback.notFound');
    return row;
  }

  /** The back office's list: newest first, by state, category and member (exact username). */
  async function list(_ctx: AdminContext, q: FeedbackListInput) {
    const where = `($1::int IS NULL OR f.state = $1) AND ($2::text IS NULL OR f.category = $2) AND ($3 = '' OR u.username = $3)`;
    const params = [q.state ?? null, q.category ?? null, q.username];
    const [rows, [count]] = await Promise.all([
      sql.query<FeedbackRowData>(
        `SELECT ${FEEDBACK_COLUMNS} FROM feedbacks f JOIN users u ON u.id = f.user_id LEFT JOIN admins a ON a.id = f.answered_by
         WHERE ${where} ORDER BY f.id DESC LIMIT $4 OFFSET $5`,
        [...params, PAGE_SIZE, (q.page - 1) * PAGE_SIZE],
      ),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM feedbacks f JOIN users u ON u.id = f.user_id WHERE ${where}`, params),
    ]);
    return pageOf(rows.map(presentFeedbackRow), count?.n ?? 0, q.page, PAGE_SIZE);
  }

  /**
   * Answers open feedback once: the answer is stored, the member gets it in their inbox and the
   * audit log records it, in one transaction. A second answer (or two staff at once) is refused.
   */
  async function answer(ctx: AdminContext, input: FeedbackAnswerInput) {
    const now = clock.now();
    const won = await prisma.$transaction(async (ptx) => {
      const tx = prismaSql(ptx);
      const [row] = await tx.query<{ id: number; user_id: number; content: string; created_at: Date }>(
        `UPDATE feedbacks SET state = ${FeedbackState.answered}, answer = $2, answered_by = $3, answered_at = $4
         WHERE id = $1 AND state = ${FeedbackState.open} RETURNING id, user_id, content, created_at`,
        [input.id, input.answer, ctx.adminId, now],
      );
      if (!row) return false;
      const question = row.content.length > QUOTE_CHARS ? `${row.content.slice(0, QUOTE_CHARS)}…` : row.content;
      await notify(tx, {
        userId: row.user_id,
        template: InboxTemplate.feedbackAnswered,
        params: { created_at: beijingDateTime(row.created_at), question, answer: input.answer },
      });
      await audit(ptx, { adminId: ctx.adminId, action: 'feedback.answer', target: String(row.id), detail: { userId: row.user_id, answer: input.answer } });
      return true;
    });
    const row = await rowById(input.id);
    if (!won) throw denied('feedback.alreadyAnswered');
    return { message: 'feedback.answerSent' as const, data: presentFeedbackRow(row) };
  }

  /** A feedback's screenshot for staff (a PNG data URL); never served publicly. */
  async function image(_ctx: AdminContext, { id }: { id: number }) {
    const row = await prisma.feedback.findUnique({ where: { id }, select: { image: { select: { bytes: true } } } });
    if (!row) throw notFound('feedback.notFound');
    if (!row.image) throw notFound('feedback.noImage');
    return { data_url: `data:image/png;base64,${Buffer.from(row.image.bytes).toString('base64')}` };
  }

  return { uploadImage, submit, list, answer, image };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
