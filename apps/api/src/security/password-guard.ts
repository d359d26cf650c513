import { ReplyCode } from '@portal/contracts';
import type { Sql } from '../db/sql.js';
import { AppError } from '../errors.js';
import { REVOCATIONS_CHANNEL } from './sessions.js';

export interface PasswordGuardLimits {
  /** Wrong current-password answers per member in the window before password checks stop (PASSWORD_CHECKS_PER_MEMBER). */
  limit: number;
  windowSeconds: number;
  /** How long money movement stays locked once the limit is reached (MONEY_LOCK_SECONDS). */
  lockSeconds: number;
}

const BUMP = `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 second')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
    reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
  RETURNING hits`;

/**
 * Guessing a signed-in member's current password (login or withdrawal password, on any route that
 * asks for it): wrong answers are counted per member; at the limit every such check is refused
 * before bcrypt runs (a flood costs no hashing) and the member's money movement (transfers,
 * withdrawals) is locked for a while, so a stolen session cannot guess its way to the money.
 */
export function createPasswordGuard(sql: Sql, limits: PasswordGuardLimits) {
  // Members found unlocked, and until when (performance.now()): a transfer then costs no extra
  // query. A lock set here clears the entry at once; one set by another API process too, through
  // its NOTIFY (revocation-listener.ts), or within OPEN_TRUST_MS while that listener is down.
  const OPEN_TRUST_MS = 1000;
  const open = new Map<number, number>();
  const failures = (userId: number) => `pw-wrong:${userId}`;
  const lock = (userId: number) => `money-lock:${userId}`;

  async function live(key: string): Promise<number> {
    const [row] = await sql.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1 AND reset_at > now()', [key]);
    return row?.hits ?? 0;
  }

  /** Refuses (429) a member over the limit: call it before any hashing. */
  async function refuseIfLimited(userId: number): Promise<void> {
    if ((await live(failures(userId))) >= limits.limit) throw new AppError(ReplyCode.tooManyRequests, 'password.tooManyWrong', 429);
  }

  /** Runs `verify` (the bcrypt compare) unless the member is over the limit; a wrong answer is counted. */
  async function check(userId: number, verify: () => Promise<boolean>): Promise<boolean> {
    await refuseIfLimited(userId);
    if (await verify()) return true;
    await wrong(userId);
    return false;
  }

  /** Counts one wrong answer (for a caller that hashed early and reads the verdict later); at the limit money movement locks. */
  async function wrong(userId: number): Promise<void> {
    const [row] = await sql.query<{ hits: number }>(BUMP, [failures(userId), limits.windowSeconds]);
    if ((row?.hits ?? 0) >= limits.limit) {
      open.delete(userId);
      await sql.query(
        `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 second')
         ON CONFLICT (key) DO UPDATE SET hits = 1, reset_at = EXCLUDED.reset_at`,
        [lock(userId), limits.lockSeconds],
      );
      // Every other API process forgets that this member was found open (revocation-listener.ts).
      await sql.query('SELECT pg_notify($1, $2)', [REVOCATIONS_CHANNEL, JSON.stringify({ moneyLocked: userId })]);
    }
  }

  /**
   * Refuses a transfer or withdrawal while the member's money is locked after repeated wrong
   * passwords, or while the back office has the member frozen (same query).
   */
  async function assertMoneyOpen(userId: number): Promise<void> {
    if ((open.get(userId) ?? 0) > performance.now()) return;
    const [row] = await sql.query<{ hits: number; frozen: boolean }>(
      `SELECT COALESCE((SELECT hits FROM rate_limit_hits WHERE key = $1 AND reset_at > now()), 0) AS hits,
              EXISTS (SELECT 1 FROM users WHERE id = $2 AND frozen_at IS NOT NULL) AS frozen`,
      [lock(userId), userId],
    );
    assertMoneyOpenFrom({ frozen: row?.frozen ?? false, lockHits: row?.hits ?? 0 });
    if (open.size >= 50_000) open.clear();
    open.set(userId, performance.now() + OPEN_TRUST_MS);
  }

  /**
   * The same verdict as assertMoneyOpen from figures a caller read in a statement of its own (a
   * transfer reads them with the member's row: moneyLockKey's live hits and users.frozen_at).
   */
  function assertMoneyOpenFrom({ frozen, lockHits }: { frozen: boolean; lockHits: number }): void {
    if (frozen) throw new AppError(ReplyCode.denied, 'member.frozen');
    if (lockHits > 0) throw new AppError(ReplyCode.denied, 'wallet.lockedAfterWrongPasswords');
  }

  /** Forgets that a member was found open (frozen just now): the next money check asks the database. */
  function forget(userId: number): void {
    open.delete(userId);
  }

  /** A money lock announced by another process (the NOTIFY payload); anything else is ignored. */
  function lockedElsewhere(payload: string): void {
    try {
      const { moneyLocked } = JSON.parse(payload) as { moneyLocked?: unknown };
      if (typeof moneyLocked === 'number') open.delete(moneyLocked);
    } catch {
      /* not ours */
    }
  }

  /** Forgets every member found open (the listener reconnected: announcements may have been missed). */
  function forgetAll(): void {
    open.clear();
  }

  return { check, refuseIfLimited, wrong, assertMoneyOpen, assertMoneyOpenFrom, moneyLockKey: lock, forget, lockedElsewhere, forgetAll };
}

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
