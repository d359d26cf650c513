import { useState } from 'react';
import type { FeedbackSubmitInput } from '@portal/contracts';
import { useIdempotentSend } from '../../../lib/idempotency';

/**
 * POST /api/feedback {category, content, image}; a double click sends one (one Idempotency-Key per
 * action). Nothing is cached about it, so no react-query mutation: the page's chunk then shares the
 * home page's react-query chunks as they are (a mutation-only page made Rollup split them: +0.8 KB).
 */
export function useSendFeedback() {
  const sendOnce = useIdempotentSend();
  const [isPending, setPending] = useState(false);
  const mutateAsync = async (body: FeedbackSubmitInput) => {
    setPending(true);
    try {
      return await sendOnce('feedback.submit', body);
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending };
}
