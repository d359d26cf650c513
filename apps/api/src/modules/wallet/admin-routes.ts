import { Router } from 'express';
import { adminAdjustSchema } from '@portal/contracts';
import { ANY_STAFF } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { WalletService } from './service.js';

/** Back-office money routes under /api/admin: balance adjustments and the ledger check. */
export function walletAdminRoutes(ep: Endpoints, wallet: WalletService): Router {
  const r = Router();
  r.post('/adjust', ...ep.admin({ schema: adminAdjustSchema, roles: ANY_STAFF, idempotent: 'admin.adjust' }, async (input, ctx) => ({ data: await wallet.adjust(ctx, input) })));
  r.post('/ledger/check', ...ep.admin({ roles: ANY_STAFF }, async (_i, ctx) => ({ data: await wallet.ledgerCheck(ctx) })));
  return r;
}
