import type { FeedbackCategory, FeedbackReply, FeedbackRow } from '@portal/contracts';
import { beijingDateTime } from '../../time.js';

/** The columns of a back-office row (f: feedbacks, u: users, a: the answering admin). */
export const FEEDBACK_COLUMNS = `f.id, u.username, f.category, f.content, f.image_id IS NOT NULL AS has_image, f.state, f.answer,
  a.name AS answerer, f.answered_at, f.created_at`;

export interface FeedbackRowData {
  id: number;
  username: string;
  category: string;
  content: string;
  has_image: boolean;
  state: number;
  answer: string;
  answerer: string | null;
  answered_at: Date | null;
  created_at: Date;
}

export function presentFeedback(f: { id: number; category: string; state: number; created_at: Date }): FeedbackReply {
  return { id: f.id, category: f.category as FeedbackCategory, state: f.state, created_at: beijingDateTime(f.created_at) };
}

export function presentFeedbackRow(f: FeedbackRowData): FeedbackRow {
  return {
    id: f.id,
    username: f.username,
    category: f.category as FeedbackCategory,
    content: f.content,
    has_image: f.has_image,
    state: f.state,
    answer: f.answer,
    answerer: f.answerer,
    answered_at: f.answered_at ? beijingDateTime(f.answered_at) : null,
    created_at: beijingDateTime(f.created_at),
  };
}
