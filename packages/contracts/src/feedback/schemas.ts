import { z } from 'zod';
import { intInput, optionalIntInput } from '../common/schemas.js';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_CHARS, FeedbackState } from './states.js';

/** POST /api/feedback: a category, the text (1-1000 characters) and, optionally, an uploaded screenshot's id. */
export const feedbackSubmitSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'feedback.categoryInvalid' }),
  content: z
    .string({ error: 'feedback.contentRequired' })
    .trim()
    .min(1, { error: 'feedback.contentRequired' })
    .max(FEEDBACK_MAX_CHARS, { error: 'feedback.contentRequired' }),
  image: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.uuid({ error: 'feedback.imageNotFound' }).nullable()).default(null),
});
export type FeedbackSubmitInput = z.infer<typeof feedbackSubmitSchema>;
export const FEEDBACK_ORDER = ['category', 'content', 'image'] as const;

/** POST /api/admin/feedback: a page of feedback, newest first, by state, category and member. */
export const feedbackListSchema = z.object({
  page: optionalIntInput().default(1),
  state: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
    z.union([z.literal(FeedbackState.open), z.literal(FeedbackState.answered)], { error: 'common.badRequest' }).optional(),
  ),
  category: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FEEDBACK_CATEGORIES, { error: 'common.badRequest' }).optional()),
  username: z.string({ error: 'common.badRequest' }).trim().max(32, { error: 'common.badRequest' }).default(''),
});
export type FeedbackListInput = z.infer<typeof feedbackListSchema>;

/** POST /api/admin/feedback/answer {id, answer}: the answer goes to the member's inbox. */
export const feedbackAnswerSchema = z.object({
  id: intInput('feedback.notFound'),
  answer: z
    .string({ error: 'feedback.answerRequired' })
    .trim()
    .min(1, { error: 'feedback.answerRequired' })
    .max(FEEDBACK_MAX_CHARS, { error: 'feedback.answerRequired' }),
});
export type FeedbackAnswerInput = z.infer<typeof feedbackAnswerSchema>;

/** POST /api/admin/feedback/image {id}: a feedback's screenshot. */
export const feedbackImageSchema = z.object({ id: feedbackAnswerSchema.shape.id });
