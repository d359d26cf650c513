// The states this domain stores, by name (no zod here: the apps' first pages import them).

/** feedbacks.state: open until staff answer it. */
export const FeedbackState = { open: 1, answered: 2 } as const;
export type FeedbackState = (typeof FeedbackState)[keyof typeof FeedbackState];

/** What a member's feedback is about (feedbacks.category). */
export const FEEDBACK_CATEGORIES = ['deposit', 'withdrawal', 'game', 'account', 'promotion', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The longest feedback text and staff answer, in characters. */
export const FEEDBACK_MAX_CHARS = 1000;
/** Feedback a member may send in any 24 hours (each one lands in a staff queue). */
export const FEEDBACK_PER_DAY = 5;
/** Screenshots a member may upload in any 24 hours (each is decoded and stored). */
export const FEEDBACK_IMAGES_PER_DAY = 10;
/** A screenshot: PNG or JPEG, at most 2 MB (upload.tooLarge says so), stored re-encoded as PNG. */
export const FEEDBACK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
