import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { signingKey } from '../signing-key.js';
import type { Sql } from '../db/sql.js';
import type { Clock } from '../clock.js';
import type { Origin } from '../context.js';
import { insertSession, revokeSessions, type SessionsToRevoke } from './store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionKind = 'member' | 'admin';

export interface SessionClaims {
  kind: SessionKind;
  subjectId: number;
  sessionId: string;
}

interface Deps {
  /** Plain SQL for the check every authenticated request makes. */
  sql: Sql;
  clock: Clock;
  secret: string;
  ttlSeconds: number;
  /** Staff (admin) sessions: shorter than members'. */
  staffTtlSeconds?: number;
  /**
   * How long a session found live is trusted without asking the database again (SESSION_CACHE_MS,
   * at most 1000; 0 turns it off). A revocation in this process takes effect at once; one made by
   * another API process within this time.
   */
  cacheMs?: number;
}

const CACHE_MAX = 50_000;

/** The PostgreSQL NOTIFY channel on which every revocation is announced to the other API processes. */
export const REVOCATIONS_CHANNEL = 'portal_sessions_revoked';

/** What a revocation announces: one session, or every session of a member or a staff account. */
type Revoked = { session: string } | { user: number } | { admin: number };

/**
 * Tokens are signed, expiring JWTs whose jti names a row in `sessions`: revoking the row
 * (logout, password change) ends the token before it expires.
 *
 * The session cache (cacheMs > 0): a token whose row was found live by a query that *started* at
 * time T is trusted until T + cacheMs, never longer, so a revocation committed by any process is
 * honoured within cacheMs. Within that window the request path makes no query at all: in its
 * second half one query in the background (one per token, not one per waiting request) renews
 * the trust from its own start time, or drops the token when the row is revoked. Without that,
 * every token's trust ran out at once each second and every request in flight queued its own
 * session query behind the others (the read path's worst latencies). A revocation made in this
 * process takes effect at once: its tokens are forgotten, and a check that began before it cannot
 * put them back.
 */
export function createSessions({ sql, clock, secret, ttlSeconds, staffTtlSeconds = ttlSeconds, cacheMs = 0 }: Deps) {
  const key = signingKey(secret);
  // The exact token string (its signature checked once) -> its claims, its expiry and until when it is trusted.
  interface Trusted extends SessionClaims {
    expiresMs: number;
    /** performance.now() until which the row is trusted live: the start of the query that found it, plus cacheMs. */
    until: number;
    /** A background renewal is running for this token. */
    renewing: boolean;
  }
  const live = new Map<string, Trusted>();
  /** Session queries in flight for a token (kind + ' ' + token), shared by the requests waiting for the same answer. */
  const checking = new Map<string, Promise<boolean>>();
  /** Bumped by every revocation in this process: a check that began before one does not fill the cache. */
  let revocations = 0;
  const forget = (match: (entry: Trusted) => boolean) => {
    for (const [token, entry] of live) if (match(entry)) live.delete(token);
    checking.clear();
    revocations += 1;
  };

  async function issue(kind: SessionKind, subjectId: number, origin: Origin): Promise<string> {
    const id = randomUUID();
    const lifetime = kind === 'admin' ? staffTtlSeconds : ttlSeconds;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + lifetime * 1000);
    await insertSession(sql, {
      id,
      kind,
      userId: kind === 'member' ? subjectId : null,
      adminId: kind === 'admin' ? subjectId : null,
      ip: origin.ip.slice(0, 64),
      userAgent: origin.userAgent.slice(0, 255),
      // From the clock, as its end is: a session's start is the reality check's "since login".
      createdAt: now,
      expiresAt,
    });
    return jwt.sign({ kind }, key, { algorithm: 'HS256', subject: String(subjectId), jwtid: id, expiresIn: lifetime });
  }

  /** Whether the session row is live and owned by the subject, asked now; a live answer is remembered (see above). */
  async function check(token: string, claims: SessionClaims, expiresMs: number): Promise<boolean> {
    const started = performance.now();
    const epoch = revocations;
    // Every authenticated request whose token is not trusted passes here: plain SQL (see db/sql.ts).
    const [session] = await sql.query<{ user_id: number | null; admin_id: number | null }>(
      'SELECT user_id, admin_id FROM sessions WHERE id = $1::uuid AND kind = $2 AND revoked_at IS NULL AND expires_at > now()',
      [claims.sessionId, claims.kind],
    );
    const owner = claims.kind === 'member' ? session?.user_id : session?.admin_id;
    const ok = !!session && owner === claims.subjectId;
    if (!ok) live.delete(token);
    else if (cacheMs > 0 && epoch === revocations) {
      if (live.size >= CACHE_MAX && !live.has(token)) live.clear();
      live.set(token, { ...claims, expiresMs, until: started + cacheMs, renewing: false });
    }
    return ok;
  }

  /** One check per token at a time when the cache is on (with it off, every request asks for itself). */
  function shared(token: string, claims: SessionClaims, expiresMs: number): Promise<boolean> {
    if (cacheMs <= 0) return check(token, claims, expiresMs);
    const id = `${claims.kind} ${token}`;
    let pending = checking.get(id);
    if (!pending) {
      pending = check(token, claims, expiresMs);
      checking.set(id, pending);
      const done = () => {
        if (checking.get(id) === pending) checking.delete(id);
      };
      pending.then(done, done);
    }
    return pending;
  }

  /** The claims of a trusted token without a query (the request path's usual case), or null: then call verify. */
  function trusted(token: string, kind: SessionKind): SessionClaims | null {
    const entry = live.get(token);
    if (!entry || entry.kind !== kind) return null;
    const now = performance.now();
    if (entry.until <= now || entry.expiresMs <= Date.now()) return null;
    if (!entry.renewing && entry.until - now < cacheMs / 2) {
      entry.renewing = true;
      shared(token, { kind, subjectId: entry.subjectId, sessionId: entry.sessionId }, entry.expiresMs).then(
        () => void (entry.renewing = false),
        () => void (entry.renewing = false), // the database did not answer: the trust runs out, and the next request asks itself
      );
    }
    return { kind, subjectId: entry.subjectId, sessionId: entry.sessionId };
  }

  /** The claims of a valid, unrevoked token of that kind; null for anything else. */
  async function verify(token: string, kind: SessionKind): Promise<SessionClaims | null> {
    const hit = trusted(token, kind);
    if (hit) return hit;
    let payload: jwt.JwtPayload;
    try {
      const decoded = jwt.verify(token, key, { algorithms: ['HS256'] });
      if (typeof decoded === 'string') return null;
      payload = decoded;
    } catch {
      return null;
    }
    const subjectId = Number(payload.sub);
    if (payload.kind !== kind || !payload.jti || !UUID.test(payload.jti) || !Number.isInteger(subjectId)) return null;
    const claims: SessionClaims = { kind, subjectId, sessionId: payload.jti };
    return (await shared(token, claims, (payload.exp ?? 0) * 1000)) ? claims : null;
  }

  /** Whether a session (by id) is neither revoked nor expired: what a game launched from it lives by. */
  async function isLive(sessionId: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
    const rows = await sql.query('SELECT 1 FROM sessions WHERE id = $1::uuid AND revoked_at IS NULL AND expires_at > now()', [sessionId]);
    return rows.length === 1;
  }

  const matcher = (revoked: Revoked) => (entry: Trusted) =>
    'session' in revoked
      ? entry.sessionId === revoked.session
      : 'user' in revoked
        ? entry.kind === 'member' && entry.subjectId === revoked.user
        : entry.kind === 'admin' && entry.subjectId === revoked.admin;

  // Forgotten before the update (at once for this process) and again after it commits (a check
  // that read the row in between cannot have put the token back: see `revocations`); then
  // announced, so every other API process forgets it at once too (revocation-listener.ts; the
  // cache's cacheMs bound is only the fallback when a process's listener is down).
  async function revokeWhere(revoked: Revoked, which: SessionsToRevoke, { keep }: { keep?: string } = {}): Promise<number> {
    const all = matcher(revoked);
    const match = (entry: Trusted) => all(entry) && entry.sessionId !== keep;
    forget(match);
    const count = await revokeSessions(sql, which, clock.now());
    forget(match);
    await sql.query('SELECT pg_notify($1, $2)', [REVOCATIONS_CHANNEL, JSON.stringify(revoked)]);
    return count;
  }

  const revoke = (sessionId: string) => revokeWhere({ session: sessionId }, { id: sessionId });
  const revokeAllOfUser = (userId: number) => revokeWhere({ user: userId }, { userId });
  /**
   * Ends every session of a staff account (disabled, password reset), or all but `except` (the
   * caller's own); how many ended. Other processes forget all of the account's cached tokens: the
   * one kept is simply checked against the database again.
   */
  const revokeAllOfAdmin = (adminId: number, { except }: { except?: string } = {}) => revokeWhere({ admin: adminId }, { adminId, except }, { keep: except });

  /** A revocation announced by another process (the NOTIFY payload): its tokens are forgotten here. */
  function revokedElsewhere(payload: string): void {
    let revoked: Revoked;
    try {
      revoked = JSON.parse(payload) as Revoked;
    } catch {
      return;
    }
    if (revoked && typeof revoked === 'object' && ('session' in revoked || 'user' in revoked || 'admin' in revoked)) forget(matcher(revoked));
  }

  /** Forgets every trusted token (the listener reconnected: announcements may have been missed). */
  function forgetAll(): void {
    forget(() => true);
  }

  /** When a session ends (expiry), for the sign-in reply. */
  function expiresAt(kind: SessionKind): Date {
    return new Date(clock.now().getTime() + (kind === 'admin' ? staffTtlSeconds : ttlSeconds) * 1000);
  }

  return { issue, verify, trusted, isLive, revoke, revokeAllOfUser, revokeAllOfAdmin, expiresAt, revokedElsewhere, forgetAll };
}

export type Sessions = ReturnType<typeof createSessions>;
