import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { ChainService } from './service.js';
import type { ChainPayoutInput, ChainPayoutReply } from '@portal/contracts';
import type { AdminContext } from '../../context.js';

/** The back office's chain screen under /api/admin/chain, and the USDT payouts' tx hashes. */
export function chainAdminRoutes(
  ep: Endpoints,
  chain: ChainService,
  recordPayout: (ctx: AdminContext, input: ChainPayoutInput) => Promise<ChainPayoutReply>,
): Router {
  const { router, route } = adminRouter(ep);

  route('chain.status', async () => ({ data: await chain.status() }));
  route('chain.transfers', async (input) => ({ data: await chain.transfers(input) }));
  route('chain.rescan', (input, ctx) => chain.rescan(ctx, input));
  route('chain.approve', (input, ctx) => chain.approve(ctx, input));
  route('chain.reject', (input, ctx) => chain.reject(ctx, input));
  route('withdrawals.payout', async (input, ctx) => ({ data: await recordPayout(ctx, input) }));

  return router;
}
