import { useMutation } from '@tanstack/react-query';
import type { FeedbackSubmitInput } from '@portal/contracts';
import { useIdempotentSend } from '../../../lib/idempotency';

/** POST /api/feedback {category, content, image}; a double click sends one (one Idempotency-Key per action). */
export function useSendFeedback() {
  const sendOnce = useIdempotentSend();
  return useMutation({ mutationFn: (body: FeedbackSubmitInput) => sendOnce('feedback.submit', body) });
}
