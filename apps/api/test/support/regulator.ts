import { expect } from 'vitest';
import type { MovableClock } from '../../src/clock.js';

/** The one en_US message of a "no second account" refusal (docs/player-protection.md#no-second-account). */
export const IDENTITY_REFUSED =
  'These details cannot be used to open an account or be bound: they match an account under a self-exclusion or time-out. Contact customer support for help';

/** The refusal as the member reads it: the one message, naming no account and no detail. */
export function expectIdentityRefused(reply: { code: number; message: string; data: unknown }, blocked: { username: string; mobile: string; email: string }) {
  expect(reply).toMatchObject({ code: 231, message: IDENTITY_REFUSED });
  const text = JSON.stringify(reply);
  for (const secret of [blocked.username, blocked.mobile, blocked.email]) expect(text).not.toContain(secret);
}

/** Runs `fn` (which may move the clock) and puts the clock back where it was. */
export async function clockRestored(clock: MovableClock, fn: () => Promise<void>): Promise<void> {
  const start = clock.now();
  try {
    await fn();
  } finally {
    clock.set(start);
  }
}
