import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from './states.js';

/** POST /api/feedback: the feedback as stored. */
export const feedbackReply = z.object({ id: z.number(), category: z.enum(FEEDBACK_CATEGORIES), state: z.number(), created_at: z.string() });
export type FeedbackReply = z.infer<typeof feedbackReply>;

/** POST /api/feedback/image: the stored screenshot's id, to send as the feedback's `image`. */
export const feedbackImageUploadReply = z.object({ image: z.string() });

/** A row of the back office's feedback list. */
export const feedbackRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  has_image: z.boolean(),
  state: z.number(),
  answer: z.string(),
  answerer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

/** POST /api/admin/feedback/image: the screenshot as a PNG data URL. */
export const feedbackImageReply = z.object({ data_url: z.string().startsWith('data:image/png;base64,') });
