import { type Router, type RequestHandler } from 'express';
import { createRouter } from '../../http/router.js';
import { amountSchema, CENTER_WALLET, MOBILE_PLATFORM, PC_PLATFORM, TRANSFER_ORDER, transferSchema, transferStatusSchema } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { TransferDirection } from '../../providers/types.js';
import type { WalletService } from './service.js';

/**
 * The transfer routes of spec §7 and the Transfer screen (§2.5). `failures` limits the transfers
 * a member may have refused or failed per window (RATE_LIMIT_TRANSFER_FAILURES_PER_MEMBER).
 */
export function walletRoutes(ep: Endpoints, wallet: WalletService, { failures }: { failures: RequestHandler }): Router {
  const r = createRouter();
  const use = [failures];

  r.post('/transfer', ...ep.member({ schema: transferSchema, order: TRANSFER_ORDER, idempotent: 'transfer', use }, async (input, ctx) => {
    const into = input.sourcetype === CENTER_WALLET;
    const data = await wallet.transfer(ctx, { platname: into ? input.targettype : input.sourcetype, direction: into ? 'in' : 'out', amount: input.amount });
    return { data };
  }));

  const fixed = (path: string, platname: string, direction: TransferDirection) =>
    r.post(path, ...ep.member({ schema: amountSchema, idempotent: path, use }, async (input, ctx) => ({ data: await wallet.transfer(ctx, { platname, direction, amount: input.amount }) })));
  fixed('/PCGameTransferIn', PC_PLATFORM, 'in');
  fixed('/PCGameTransferOut', PC_PLATFORM, 'out');
  fixed('/MobileGameTransferIn', MOBILE_PLATFORM, 'in');
  fixed('/MobileGameTransferOut', MOBILE_PLATFORM, 'out');

  r.post('/balance', ...ep.member({}, async (_i, ctx) => ({ data: await wallet.centralBalance(ctx) })));
  r.post('/PCBalance', ...ep.member({}, async (_i, ctx) => ({ data: await wallet.platformBalance(ctx, PC_PLATFORM) })));
  r.post('/MobileBalance', ...ep.member({}, async (_i, ctx) => ({ data: await wallet.platformBalance(ctx, MOBILE_PLATFORM) })));
  r.post('/balancelist', ...ep.member({}, async (_i, ctx) => ({ data: await wallet.balanceList(ctx) })));

  r.post('/transall', ...ep.member({ idempotent: 'transall', use }, async (_i, ctx) => {
    const { message, balance } = await wallet.recallAll(ctx);
    return { message, data: { balance } };
  }));

  r.post('/uptransferstatus', ...ep.member({ schema: transferStatusSchema }, async (input, ctx) => ({
    message: 'common.saved',
    data: await wallet.setTransferMode(ctx, input.transferstatus),
  })));

  return r;
}
