import { useMemo, useRef } from 'react';
import { ReplyCode } from '@portal/contracts';
import { ApiError, send, type Reply } from './api-client';

/** crypto.randomUUID needs a secure context; a portal reached over plain http still gets a v4 UUID. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// Replies after which the same request may safely be sent again with the same key: no reply at all
// (network), still running (409), throttled, a server failure or the database out of reach (503):
// the server keeps no reply for those.
const RETRYABLE = new Set<number>([0, ReplyCode.inProgress, ReplyCode.tooManyRequests, ReplyCode.serverError, ReplyCode.serviceBusy]);

/**
 * One Idempotency-Key per user action, for the calls that move money. An action is the route and
 * body it sends: a double click or a retry of the same action after a network failure reuses its
 * key, so the server moves money at most once; once a definite reply arrived (success or refusal),
 * the next click is a new action. Resolves like send(): data and message on 200, ApiError otherwise.
 */
export function useIdempotentSend() {
  const pending = useRef<{ action: string; key: string } | null>(null);
  return useMemo(
    () =>
      async function sendOnce<T>(path: string, body: object): Promise<Reply<T>> {
        const action = `${path} ${JSON.stringify(body)}`;
        if (pending.current?.action !== action) pending.current = { action, key: newIdempotencyKey() };
        const sent = pending.current;
        const settle = (code: number) => {
          if (!RETRYABLE.has(code) && pending.current === sent) pending.current = null;
        };
        try {
          const reply = await send<T>(path, { body, idempotencyKey: sent.key });
          settle(ReplyCode.ok);
          return reply;
        } catch (e) {
          settle(e instanceof ApiError ? e.code : 0);
          throw e;
        }
      },
    [],
  );
}
