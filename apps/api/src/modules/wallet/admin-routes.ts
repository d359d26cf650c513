import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { Adjustments } from './adjustments.js';
import type { WalletService } from './service.js';

/** Back-office money routes under /api/admin: balance adjustments (four eyes above the threshold) and the ledger check. */
export function walletAdminRoutes(ep: Endpoints, { wallet, adjustments }: { wallet: WalletService; adjustments: Adjustments }): Router {
  const { router, route } = adminRouter(ep);
  route('adjust.create', (input, ctx) => adjustments.adjust(ctx, input));
  route('adjust.pending', async (input, ctx) => ({ data: await adjustments.listPending(ctx, input) }));
  route('adjust.approve', (input, ctx) => adjustments.approve(ctx, input));
  route('adjust.reject', (input, ctx) => adjustments.reject(ctx, input));
  route('ledger.check', async (input, ctx) => ({ data: await wallet.ledgerCheck(ctx, input) }));
  return router;
}
