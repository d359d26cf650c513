import { ReplyCode } from '@portal/contracts';

/** How a request ended, as far as its Idempotency-Key is concerned: the envelope's code, or no envelope at all. */
export type Outcome = number | 'no-reply';

/**
 * Whether the same action, sent again, must carry the same Idempotency-Key. Yes after no reply (a
 * time-out, no connection, a page that was not an envelope: the server may have run it), 409 (it is
 * still running), 429 (throttled) and any 5xx (500, 503 service busy: the server keeps no reply for
 * those, so the same key runs it once or replays the first run). After any other reply (200, or a
 * refusal such as 1000 or 208) the server has answered for good, and the next click is a new action.
 */
export function keepsKey(outcome: Outcome): boolean {
  if (outcome === 'no-reply') return true;
  return outcome === ReplyCode.inProgress || outcome === ReplyCode.tooManyRequests || (outcome >= 500 && outcome <= 599);
}

/** A v4 UUID; crypto.randomUUID needs a secure context, so a portal reached over plain http builds one itself. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One Idempotency-Key per intended action (one form, one button). An action is the method, route and
 * body it sends: sending the same action again while its key is pending (a double click, a retry
 * after a time-out, 409, 429 or 5xx) reuses the key, so the server runs it at most once; a different
 * action, or any action after a definite reply, gets a new key.
 */
export interface IdempotencySlot {
  /** The key to send `action` with. */
  keyFor(action: string): string;
  /** Records how the request sent with `key` ended (see keepsKey). */
  settle(key: string, outcome: Outcome): void;
  /** The key a retry of the pending action would send, if one is pending. */
  readonly pendingKey: string | undefined;
}

export function createIdempotencySlot({ newKey = newIdempotencyKey }: { newKey?: () => string } = {}): IdempotencySlot {
  let pending: { action: string; key: string } | undefined;
  return {
    keyFor(action) {
      if (pending?.action !== action) pending = { action, key: newKey() };
      return pending.key;
    },
    settle(key, outcome) {
      // A late reply of an older request never frees the key of a newer action.
      if (!keepsKey(outcome) && pending?.key === key) pending = undefined;
    },
    get pendingKey() {
      return pending?.key;
    },
  };
}
