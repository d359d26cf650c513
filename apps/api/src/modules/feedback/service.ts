import { randomUUID } from 'node:crypto';
import {
  FEEDBACK_IMAGES_PER_DAY,
  FEEDBACK_PER_DAY,
  InboxTemplate,
  ReplyCode,
  pageOf,
  type FeedbackAnswerInput,
  type FeedbackListInput,
  type FeedbackSubmitInput,
} from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import type { Audit } from '../../audit/log.js';
import { AppError, denied, invalid, notFound } from '../../errors.js';
import { beijingDateTime } from '../../time.js';
import { pngFromUpload } from '../../uploaded-image.js';
import type { Notify } from '../inbox/index.js';
import { presentFeedback, presentFeedbackRow, type FeedbackRowData } from './presenter.js';
import {
  answerOpen,
  feedbackById,
  feedbackImage,
  feedbackPage,
  feedbackSince,
  imagesSince,
  insertFeedback,
  insertImage,
  lockMemberFeedback,
  lockMemberImages,
  ownsImage,
} from './store.js';

// Feedback (意见反馈): a member sends a category, a text and perhaps a screenshot; staff list it
// (filters by state, category, member), answer it once, audited; the answer goes to the member's
// inbox in the same transaction. Submissions and screenshots are limited per member per 24 hours
// (counted in the database, so every process and machine sees the same count).

const DAY_MS = 24 * 60 * 60 * 1000;
/** A screenshot is scaled down to fit this square. */
const SCREENSHOT_MAX_SIDE = 1600;
const PAGE_SIZE = 20;
/** How much of the member's text the inbox message quotes. */
const QUOTE_CHARS = 40;

interface Deps {
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  notify: Notify;
}

const tooMany = (key: 'feedback.tooMany' | 'feedback.imagesTooMany', count: number) =>
  new AppError(ReplyCode.tooManyRequests, key).with({ count: String(count) });

export function createFeedbackService({ sql, clock, audit, notify }: Deps) {
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
      await lockMemberImages(tx, userId);
      if ((await imagesSince(tx, userId, since)) >= FEEDBACK_IMAGES_PER_DAY) throw tooMany('feedback.imagesTooMany', FEEDBACK_IMAGES_PER_DAY);
      await insertImage(tx, id, userId, png, clock.now());
    });
    return { image: id };
  }

  /** Sends feedback: at most FEEDBACK_PER_DAY in any 24 hours; the screenshot must be one the member uploaded. */
  async function submit({ userId }: MemberContext, input: FeedbackSubmitInput) {
    const now = clock.now();
    const row = await sql.tx(async (tx) => {
      await lockMemberFeedback(tx, userId);
      if ((await feedbackSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= FEEDBACK_PER_DAY) throw tooMany('feedback.tooMany', FEEDBACK_PER_DAY);
      if (input.image !== null && !(await ownsImage(tx, input.image, userId))) throw invalid('feedback.imageNotFound');
      return insertFeedback(tx, { userId, category: input.category, content: input.content, image: input.image, at: now });
    });
    return { message: 'feedback.submitted' as const, data: presentFeedback(row) };
  }

  async function rowById(id: number): Promise<FeedbackRowData> {
    const row = await feedbackById(sql, id);
    if (!row) throw notFound('feedback.notFound');
    return row;
  }

  /** The back office's list: newest first, by state, category and member (exact username). */
  async function list(_ctx: AdminContext, q: FeedbackListInput) {
    const { rows, count } = await feedbackPage(sql, { state: q.state ?? null, category: q.category ?? null, username: q.username }, q.page, PAGE_SIZE);
    return pageOf(rows.map(presentFeedbackRow), count, q.page, PAGE_SIZE);
  }

  /**
   * Answers open feedback once: the answer is stored, the member gets it in their inbox and the
   * audit log records it, in one transaction. A second answer (or two staff at once) is refused.
   */
  async function answer(ctx: AdminContext, input: FeedbackAnswerInput) {
    const now = clock.now();
    const won = await sql.tx(async (tx) => {
      const row = await answerOpen(tx, input.id, input.answer, ctx.adminId, now);
      if (!row) return false;
      const question = row.content.length > QUOTE_CHARS ? `${row.content.slice(0, QUOTE_CHARS)}…` : row.content;
      await notify(tx, {
        userId: row.user_id,
        template: InboxTemplate.feedbackAnswered,
        params: { created_at: beijingDateTime(row.created_at), question, answer: input.answer },
      });
      await audit(tx, { adminId: ctx.adminId, action: 'feedback.answer', target: String(row.id), detail: { userId: row.user_id, answer: input.answer } });
      return true;
    });
    const row = await rowById(input.id);
    if (!won) throw denied('feedback.alreadyAnswered');
    return { message: 'feedback.answerSent' as const, data: presentFeedbackRow(row) };
  }

  /** A feedback's screenshot for staff (a PNG data URL); never served publicly. */
  async function image(_ctx: AdminContext, { id }: { id: number }) {
    const bytes = await feedbackImage(sql, id);
    if (bytes === undefined) throw notFound('feedback.notFound');
    if (bytes === null) throw notFound('feedback.noImage');
    return { data_url: `data:image/png;base64,${Buffer.from(bytes).toString('base64')}` };
  }

  return { uploadImage, submit, list, answer, image };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
