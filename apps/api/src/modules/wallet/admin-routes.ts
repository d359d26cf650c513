import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { adminAdjustSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { WalletService } from './service.js';

/** Back-office money routes under /api/admin: balance adjustments and the ledger check. */
export function walletAdminRoutes(ep: Endpoints, wallet: WalletService): Router {
  const r = createRouter();
  r.post('/adjust', ...ep.admin({ schema: adminAdjustSchema, idempotent: 'admin.adjust' }, async (input, ctx) => ({ data: await wallet.adjust(ctx, input) })));
  r.post('/ledger/check', ...ep.admin({}, async (_i, ctx) => ({ data: await wallet.ledgerCheck(ctx) })));
  return r;
}
