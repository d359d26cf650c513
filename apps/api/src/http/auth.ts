import type { NextFunction, Request, RequestHandler } from 'express';
import type { Sql } from '../db/sql.js';
import { staffAccess } from '../security/store.js';
import { isStaffRole, TOTP_REQUIRED_ROLES } from '@portal/contracts';
import type { Sessions } from '../security/sessions.js';
import { bearerToken } from './bearer.js';
import { unauthorized } from '../errors.js';
import './types.js';

/** Member routes: a valid, unrevoked member token, or code 401. */
export function requireMember(sessions: Sessions): RequestHandler {
  const verified = async (req: Request, token: string, next: NextFunction) => {
    const claims = await sessions.verify(token, 'member');
    if (!claims) throw unauthorized();
    req.member = { kind: 'member', userId: claims.subjectId, sessionId: claims.sessionId };
    next();
  };
  return (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    // A token the session cache trusts needs no query: go on in the same tick (the busy case).
    const claims = sessions.trusted(token, 'member');
    if (!claims) return verified(req, token, next);
    req.member = { kind: 'member', userId: claims.subjectId, sessionId: claims.sessionId };
    next();
  };
}

/** Routes that read better for a member but are public: a valid token sets req.member, anything else is ignored. */
export function optionalMember(sessions: Sessions): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.get('authorization'));
    const claims = token ? await sessions.verify(token, 'member') : null;
    if (claims) req.member = { kind: 'member', userId: claims.subjectId, sessionId: claims.sessionId };
    next();
  };
}

/**
 * Back-office routes: a valid admin token whose account still exists, is not disabled and has a
 * known role (roles are checked per endpoint). With `totpRequired`, a super admin or finance
 * account without a confirmed second factor is marked: it may only enrol one (http/endpoint.ts).
 */
export function requireAdmin(sessions: Sessions, sql: Sql, { totpRequired = false }: { totpRequired?: boolean } = {}): RequestHandler {
  return async (req, _res, next) => {
    const claims = await sessions.verify(bearerToken(req.get('authorization')), 'admin');
    if (!claims) throw unauthorized();
    const admin = await staffAccess(sql, claims.subjectId);
    if (!admin || admin.disabled_at || !isStaffRole(admin.role)) throw unauthorized();
    const mustEnrolTotp = totpRequired && TOTP_REQUIRED_ROLES.includes(admin.role) && !admin.totp_secret;
    req.admin = { kind: 'admin', adminId: claims.subjectId, role: admin.role, sessionId: claims.sessionId, mustEnrolTotp };
    next();
  };
}

export function requestOrigin(req: { ip?: string; get(name: string): string | undefined }) {
  return { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' };
}
