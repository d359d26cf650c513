import { type Router } from 'express';
import { CENTER_WALLET, MOBILE_PLATFORM, PC_PLATFORM } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { FailureLimit } from '../../http/rate-limit.js';
import { apiRouter } from '../../http/table-routes.js';
import type { TransferDirection } from '../../providers/types.js';
import type { WalletService } from './service.js';

/**
 * The transfer routes of spec §7 and the Transfer screen (§2.5). `failures` limits the transfers
 * a member may have refused or failed per window (RATE_LIMIT_TRANSFER_FAILURES_PER_MEMBER): each
 * failure is counted; a transfer reads the count with the member's row (service.ts), a recall asks.
 */
export function walletRoutes(ep: Endpoints, wallet: WalletService, { failures }: { failures: FailureLimit }): Router {
  const { router, route } = apiRouter(ep);
  const use = [failures.count];

  route('wallet.transfer', { use }, async (input, ctx) => {
    const into = input.sourcetype === CENTER_WALLET;
    return wallet.transfer(ctx, { platname: into ? input.targettype : input.sourcetype, direction: into ? 'in' : 'out', amount: input.amount });
  });

  const fixed = (
    name: 'wallet.pcTransferIn' | 'wallet.pcTransferOut' | 'wallet.mobileTransferIn' | 'wallet.mobileTransferOut',
    platname: string,
    direction: TransferDirection,
  ) => route(name, { use }, (input, ctx) => wallet.transfer(ctx, { platname, direction, amount: input.amount }));
  fixed('wallet.pcTransferIn', PC_PLATFORM, 'in');
  fixed('wallet.pcTransferOut', PC_PLATFORM, 'out');
  fixed('wallet.mobileTransferIn', MOBILE_PLATFORM, 'in');
  fixed('wallet.mobileTransferOut', MOBILE_PLATFORM, 'out');

  route('wallet.balance', async (_i, ctx) => ({ data: await wallet.centralBalance(ctx) }));
  route('wallet.pcBalance', async (_i, ctx) => ({ data: await wallet.platformBalance(ctx, PC_PLATFORM) }));
  route('wallet.mobileBalance', async (_i, ctx) => ({ data: await wallet.platformBalance(ctx, MOBILE_PLATFORM) }));
  route('wallet.balanceList', async (_i, ctx) => ({ data: await wallet.balanceList(ctx) }));

  route('wallet.recallAll', { use: [failures.refuse, failures.count] }, async (_i, ctx) => {
    const { message, balance } = await wallet.recallAll(ctx);
    return { message, data: { balance } };
  });

  route('wallet.transferMode', async (input, ctx) => ({
    message: 'common.saved',
    data: await wallet.setTransferMode(ctx, input.transferstatus, input.auto_amount),
  }));

  return router;
}
