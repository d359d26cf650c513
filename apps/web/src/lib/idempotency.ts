import { useCallback, useState } from 'react';
import { createIdempotencySlot } from '@portal/client';
import { send, type Reply } from './api-client';

/**
 * One Idempotency-Key per user action, for the calls that move money (the policy is
 * @portal/client's: a double click, or the same action sent again after no reply, 409, 429 or 5xx,
 * reuses its key, so the server moves money at most once; after a definite reply the next click is
 * a new action). Resolves like send(): data and message on 200, ApiError otherwise.
 */
export function useIdempotentSend() {
  const [slot] = useState(createIdempotencySlot);
  return useCallback(<T>(path: string, body: object): Promise<Reply<T>> => send<T>(path, { body, idempotency: slot }), [slot]);
}
