import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { Adjustments } from './adjustments.js';
import type { PayoutQueue } from './payouts.js';
import type { WalletService } from './service.js';

/** Back-office money routes under /api/admin: balance adjustments and the payouts queue (four eyes above the thresholds), and the ledger check. */
export function walletAdminRoutes(
  ep: Endpoints,
  { wallet, adjustments, payouts }: { wallet: WalletService; adjustments: Adjustments; payouts: PayoutQueue },
): Router {
  const { router, route } = adminRouter(ep);
  route('adjust.create', (input, ctx) => adjustments.adjust(ctx, input));
  route('adjust.pending', async (input, ctx) => ({ data: await adjustments.listPending(ctx, input) }));
  route('adjust.approve', (input, ctx) => adjustments.approve(ctx, input));
  route('adjust.reject', (input, ctx) => adjustments.reject(ctx, input));
  route('payouts.list', async (input, ctx) => ({ data: await payouts.list(ctx, input) }));
  route('payouts.approve', (input, ctx) => payouts.approve(ctx, input));
  route('payouts.reject', (input, ctx) => payouts.reject(ctx, input));
  route('ledger.check', async (input, ctx) => ({ data: await wallet.ledgerCheck(ctx, input) }));
  return router;
}
