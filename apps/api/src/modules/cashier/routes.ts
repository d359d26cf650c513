import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { apiRouter } from '../../http/table-routes.js';
import type { CashierService } from './service.js';

/** The member's cashier routes of spec §7: pay ways and ranges, deposits, payment info, cards, withdrawals. */
export function cashierRoutes(ep: Endpoints, cashier: CashierService): Router {
  const { router, route } = apiRouter(ep);

  route('cashier.payWays', async () => ({ data: await cashier.payWays() }));
  route('cashier.payRange', async (input) => ({ data: await cashier.payRange(input) }));
  route('cashier.banks', async () => ({ data: await cashier.bankOptions() }));
  route('cashier.receivingAccounts', async () => ({ data: await cashier.receivingAccounts() }));

  route('cashier.deposit', (input, ctx) => cashier.requestDeposit(ctx, input));
  route('cashier.payInfo', (input, ctx) => cashier.payInfo(ctx, input));
  route('cashier.depositQrCode', async (input, ctx) => ({ data: await cashier.depositQrCode(ctx, input) }));

  route('cashier.cards', async (input, ctx) => ({ data: await cashier.cards(ctx, input) }));
  route('cashier.bindCard', (input, ctx) => cashier.bindCard(ctx, input));
  route('cashier.unbindCard', (input, ctx) => cashier.unbindCard(ctx, input));

  route('cashier.betAmount', async (_i, ctx) => ({ data: await cashier.betAmount(ctx) }));
  route('cashier.withdraw', (input, ctx) => cashier.requestWithdrawal(ctx, input));

  return router;
}
