import { Router } from 'express';
import { ADMIN_ADJUST_ORDER, adjustApproveSchema, adjustPendingSchema, adjustRejectSchema, adminAdjustSchema } from '@portal/contracts';
import { ANY_STAFF, type StaffRole } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import type { Adjustments } from './adjustments.js';
import type { WalletService } from './service.js';

/** Who adjusts balances and decides the requests: finance staff (a super admin always may; the permission table rules). */
const FINANCE: readonly StaffRole[] = ['finance'];

/** Back-office money routes under /api/admin: balance adjustments (four eyes above the threshold) and the ledger check. */
export function walletAdminRoutes(ep: Endpoints, { wallet, adjustments }: { wallet: WalletService; adjustments: Adjustments }): Router {
  const r = Router();
  r.post('/adjust', ...ep.admin({ schema: adminAdjustSchema, order: ADMIN_ADJUST_ORDER, roles: FINANCE, idempotent: 'admin.adjust' }, (input, ctx) => adjustments.adjust(ctx, input)));
  r.post('/adjust/pending', ...ep.admin({ schema: adjustPendingSchema, roles: FINANCE }, async (input, ctx) => ({ data: await adjustments.listPending(ctx, input) })));
  r.post('/adjust/approve', ...ep.admin({ schema: adjustApproveSchema, roles: FINANCE }, (input, ctx) => adjustments.approve(ctx, input)));
  r.post('/adjust/reject', ...ep.admin({ schema: adjustRejectSchema, roles: FINANCE }, (input, ctx) => adjustments.reject(ctx, input)));
  r.post('/ledger/check', ...ep.admin({ roles: ANY_STAFF }, async (_i, ctx) => ({ data: await wallet.ledgerCheck(ctx) })));
  return r;
}
