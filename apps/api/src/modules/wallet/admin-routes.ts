import { Router, type RequestHandler } from 'express';
import { adminAdjustSchema, ReplyCode } from '@portal/contracts';
import { Prisma, type PrismaClient } from '../../db/client.js';
import { prismaSql, type Sql } from '../../db/sql.js';
import { endpoint } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { audit } from '../admin/audit.js';
import { formatMoney } from './money.js';
import { checkLedger } from './invariants.js';
import { centralAccount, HOUSE, houseAccount, move, post } from './ledger.js';

/** Back-office money routes under /api/admin: balance adjustments and the ledger check. */
export function walletAdminRoutes(prisma: PrismaClient, bookkeepingSql: Sql, admin: RequestHandler): Router {
  const r = Router();

  // Credits (or, negative, debits) a member's central wallet. The Idempotency-Key header is
  // required, so a repeated request moves nothing; every adjustment is audited.
  r.post('/adjust', admin, idempotent(bookkeepingSql, 'admin.adjust'), endpoint({ schema: adminAdjustSchema }, async (input, req) => {
    const user = await prisma.user.findUnique({ where: { username: input.username }, select: { id: true } });
    if (!user) throw new AppError(ReplyCode.noSuchUser, 'admin.userNotFound');
    const amount = new Prisma.Decimal(input.amount);
    const adminId = req.admin!.adminId;
    if (!req.idempotencyKey) throw new AppError(ReplyCode.validation, 'idempotency.keyRequired');
    const key = `adjust:${req.idempotencyKey}`;
    const balance = await prisma.$transaction(async (tx) => {
      const result = await post(prismaSql(tx), { kind: 'admin.adjust', key, memo: input.memo, legs: move(houseAccount(HOUSE.adjustments), centralAccount(user.id), amount) });
      await audit(tx, adminId, 'wallet.adjust', input.username, { amount: amount.toFixed(2), memo: input.memo, key });
      return result.posted ? result.balances.get(centralAccount(user.id).code)! : null;
    });
    return { data: { username: input.username, amount: amount.toFixed(2), balance: balance ? formatMoney(balance) : null } };
  }));

  r.post('/ledger/check', admin, endpoint({}, async (_i, req) => {
    const breaches = await checkLedger(prisma);
    await audit(prisma, req.admin!.adminId, 'ledger.check', '', { breaches: breaches.length });
    return { data: { ok: breaches.length === 0, breaches } };
  }));

  return r;
}
