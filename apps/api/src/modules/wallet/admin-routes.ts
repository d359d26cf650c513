import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import { ADMIN_ADJUST_ORDER, adjustApproveSchema, adjustPendingSchema, adjustRejectSchema, adminAdjustSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { Adjustments } from './adjustments.js';
import type { WalletService } from './service.js';

/** Back-office money routes under /api/admin: balance adjustments (four eyes above the threshold) and the ledger check. */
export function walletAdminRoutes(ep: Endpoints, { wallet, adjustments }: { wallet: WalletService; adjustments: Adjustments }): Router {
  const r = createRouter();
  r.post('/adjust', ...ep.admin({ schema: adminAdjustSchema, order: ADMIN_ADJUST_ORDER, idempotent: 'admin.adjust' }, (input, ctx) => adjustments.adjust(ctx, input)));
  r.post('/adjust/pending', ...ep.admin({ schema: adjustPendingSchema }, async (input, ctx) => ({ data: await adjustments.listPending(ctx, input) })));
  r.post('/adjust/approve', ...ep.admin({ schema: adjustApproveSchema }, (input, ctx) => adjustments.approve(ctx, input)));
  r.post('/adjust/reject', ...ep.admin({ schema: adjustRejectSchema }, (input, ctx) => adjustments.reject(ctx, input)));
  r.post('/ledger/check', ...ep.admin({}, async (_i, ctx) => ({ data: await wallet.ledgerCheck(ctx) })));
  return r;
}
