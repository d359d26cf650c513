import { useCallback, useState } from 'react';
import { createIdempotencySlot } from '@portal/client';
import type { ApiIdempotent, ApiInput, RouteName } from '@portal/contracts';
import { api, type Reply } from './api-client';

/** The routes the table marks as taking an Idempotency-Key: the only ones a money action may send. */
export type IdempotentRoute = { [N in RouteName]: ApiIdempotent<N> extends true ? N : never }[RouteName];

type SendArgs<N extends RouteName> = undefined extends ApiInput<N> ? [input?: ApiInput<N>] : [input: ApiInput<N>];
type SendWithKey = (name: RouteName, input: unknown, options: { idempotency: ReturnType<typeof createIdempotencySlot> }) => Promise<Reply<RouteName>>;

/**
 * One Idempotency-Key per user action, for the calls that move money (the policy is
 * @portal/client's: a double click, or the same action sent again after no reply, 409, 429 or 5xx,
 * reuses its key, so the server moves money at most once; after a definite reply the next click is
 * a new action). Resolves like api.send(): data and message on 200, ApiError otherwise.
 */
export function useIdempotentSend() {
  const [slot] = useState(createIdempotencySlot);
  return useCallback(
    <N extends IdempotentRoute>(name: N, ...[input]: SendArgs<N>): Promise<Reply<N>> =>
      (api.send as SendWithKey)(name, input, { idempotency: slot }) as Promise<Reply<N>>,
    [slot],
  );
}
