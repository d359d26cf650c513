import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { adminLoginSchema, ReplyCode } from '@portal/contracts';
import type { PrismaClient } from '../../db/client.js';
import { endpoint } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { requestOrigin } from '../../http/auth.js';
import type { Limiters } from '../../http/limits.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { Sessions } from '../auth/sessions.js';
import { audit } from './audit.js';

interface Deps {
  prisma: PrismaClient;
  sessions: Sessions;
  hasher: PasswordHasher;
  limits: Limiters;
  admin: RequestHandler;
}

const outboxQuery = z.object({
  recipient: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export function adminRoutes({ prisma, sessions, hasher, limits, admin }: Deps): Router {
  const r = Router();

  r.post('/login', limits.loginPerIp, limits.loginPerAccount, endpoint({ schema: adminLoginSchema }, async (input, req) => {
    const found = await prisma.admin.findUnique({ where: { name: input.name.trim() } });
    const ok = await hasher.verify(input.password, found?.passwordHash ?? '');
    if (!found || !ok) throw new AppError(ReplyCode.denied, 'auth.loginFailed');
    const token = await sessions.issue('admin', found.id, requestOrigin(req));
    await audit(prisma, found.id, 'admin.login', found.name, { ip: req.ip });
    return { message: 'auth.loginOk', data: { api_token: token, name: found.name, role: found.role } };
  }));

  r.post('/logout', admin, endpoint({}, async (_i, req) => {
    await sessions.revoke(req.admin!.sessionId);
    await audit(prisma, req.admin!.adminId, 'admin.logout');
    return { message: 'auth.logoutOk' };
  }));

  // The outbox: every SMS / email the portal sent, for operators (and for reading codes in development).
  r.get('/outbox', admin, endpoint({ schema: outboxQuery, source: 'query' }, async (q, req) => {
    await audit(prisma, req.admin!.adminId, 'outbox.read', q.recipient ?? '');
    const rows = await prisma.outboundMessage.findMany({
      where: q.recipient ? { recipient: q.recipient } : {},
      orderBy: { id: 'desc' },
      take: q.limit,
    });
    return {
      data: rows.map((m) => ({
        id: Number(m.id),
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        transport: m.transport,
        sent_at: m.sentAt?.toISOString() ?? null,
        error: m.error,
        created_at: m.createdAt.toISOString(),
      })),
    };
  }));

  return r;
}
