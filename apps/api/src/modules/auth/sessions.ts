import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { signingKey } from '../../signing-key.js';
import type { PrismaClient } from '../../db/client.js';
import type { Sql } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { Origin } from '../../context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionKind = 'member' | 'admin';

export interface SessionClaims {
  kind: SessionKind;
  subjectId: number;
  sessionId: string;
}

interface Deps {
  prisma: PrismaClient;
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

/**
 * Tokens are signed, expiring JWTs whose jti names a row in `sessions`: revoking the row
 * (logout, password change) ends the token before it expires.
 */
export function createSessions({ prisma, sql, clock, secret, ttlSeconds, staffTtlSeconds = ttlSeconds, cacheMs = 0 }: Deps) {
  const key = signingKey(secret);
  // The exact token string (its signature checked once) -> its claims, its expiry and until when it is trusted.
  interface Trusted extends SessionClaims {
    expiresMs: number;
    until: number;
  }
  const live = new Map<string, Trusted>();
  const forget = (match: (entry: Trusted) => boolean) => {
    for (const [token, entry] of live) if (match(entry)) live.delete(token);
  };
  async function issue(kind: SessionKind, subjectId: number, origin: Origin): Promise<string> {
    const id = randomUUID();
    const lifetime = kind === 'admin' ? staffTtlSeconds : ttlSeconds;
    const expiresAt = new Date(clock.now().getTime() + lifetime * 1000);
    await prisma.session.create({
      data: {
        id,
        kind,
        userId: kind === 'member' ? subjectId : null,
        adminId: kind === 'admin' ? subjectId : null,
        ip: origin.ip.slice(0, 64),
        userAgent: origin.userAgent.slice(0, 255),
        expiresAt,
      },
    });
    return jwt.sign({ kind }, key, { algorithm: 'HS256', subject: String(subjectId), jwtid: id, expiresIn: lifetime });
  }

  /** The claims of a valid, unrevoked token of that kind; null for anything else. */
  async function verify(token: string, kind: SessionKind): Promise<SessionClaims | null> {
    const cached = live.get(token);
    if (cached && cached.until > performance.now() && cached.expiresMs > Date.now() && cached.kind === kind) {
      return { kind, subjectId: cached.subjectId, sessionId: cached.sessionId };
    }
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
    // Every authenticated request passes here: plain SQL (see db/sql.ts).
    const [session] = await sql.query<{ user_id: number | null; admin_id: number | null }>(
      'SELECT user_id, admin_id FROM sessions WHERE id = $1::uuid AND kind = $2 AND revoked_at IS NULL AND expires_at > now()',
      [payload.jti, kind],
    );
    const owner = kind === 'member' ? session?.user_id : session?.admin_id;
    if (!session || owner !== subjectId) return null;
    if (cacheMs > 0) {
      if (live.size >= CACHE_MAX) live.clear();
      live.set(token, { kind, subjectId, sessionId: payload.jti, expiresMs: (payload.exp ?? 0) * 1000, until: performance.now() + cacheMs });
    }
    return { kind, subjectId, sessionId: payload.jti };
  }

  /** Whether a session (by id) is neither revoked nor expired: what a game launched from it lives by. */
  async function isLive(sessionId: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
    const rows = await sql.query('SELECT 1 FROM sessions WHERE id = $1::uuid AND revoked_at IS NULL AND expires_at > now()', [sessionId]);
    return rows.length === 1;
  }

  async function revoke(sessionId: string): Promise<void> {
    forget((entry) => entry.sessionId === sessionId);
    await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: clock.now() } });
  }

  async function revokeAllOfUser(userId: number): Promise<void> {
    forget((entry) => entry.kind === 'member' && entry.subjectId === userId);
    await prisma.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: clock.now() } });
  }

  /** Ends every session of a staff account (disabled, password reset). */
  async function revokeAllOfAdmin(adminId: number): Promise<void> {
    forget((entry) => entry.kind === 'admin' && entry.subjectId === adminId);
    await prisma.session.updateMany({ where: { adminId, revokedAt: null }, data: { revokedAt: clock.now() } });
  }

  /** When a session ends (expiry), for the sign-in reply. */
  function expiresAt(kind: SessionKind): Date {
    return new Date(clock.now().getTime() + (kind === 'admin' ? staffTtlSeconds : ttlSeconds) * 1000);
  }

  return { issue, verify, isLive, revoke, revokeAllOfUser, revokeAllOfAdmin, expiresAt };
}

export type Sessions = ReturnType<typeof createSessions>;
