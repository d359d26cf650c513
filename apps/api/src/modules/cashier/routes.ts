import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import {
  bindCardSchema,
  delCardSchema,
  getCardSchema,
  payInfoSchema,
  payRangeSchema,
  rechargeQrSchema,
  rechargeSchema,
  RECHARGE_ORDER,
  withdrawSchema,
  WITHDRAW_ORDER,
} from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { CashierService } from './service.js';

/** The member's cashier routes of spec §7: pay ways and ranges, deposits, payment info, cards, withdrawals. */
export function cashierRoutes(ep: Endpoints, cashier: CashierService): Router {
  const r = createRouter();

  r.get('/get_pay_way', ...ep.member({}, async () => ({ data: await cashier.payWays() })));
  r.post('/getPayRange', ...ep.member({ schema: payRangeSchema }, async (input) => ({ data: await cashier.payRange(input) })));
  r.post('/banklist', ...ep.member({}, async () => ({ data: await cashier.bankOptions() })));
  r.post('/getpaybank', ...ep.member({}, async () => ({ data: await cashier.receivingAccounts() })));

  r.post('/recharge', ...ep.member({ schema: rechargeSchema, order: RECHARGE_ORDER, idempotent: 'recharge' }, (input, ctx) => cashier.requestDeposit(ctx, input)));
  r.post('/payinfo', ...ep.member({ schema: payInfoSchema }, (input, ctx) => cashier.payInfo(ctx, input)));
  r.post('/generateRechargeQRcode', ...ep.member({ schema: rechargeQrSchema }, async (input, ctx) => ({ data: await cashier.rechargeQrCode(ctx, input) })));

  r.post('/getcard', ...ep.member({ schema: getCardSchema }, async (input, ctx) => ({ data: await cashier.cards(ctx, input) })));
  r.post('/bindcard', ...ep.member({ schema: bindCardSchema }, (input, ctx) => cashier.bindCard(ctx, input)));
  r.post('/delcard', ...ep.member({ schema: delCardSchema }, (input, ctx) => cashier.unbindCard(ctx, input)));

  r.post('/getBetAmount', ...ep.member({}, async (_i, ctx) => ({ data: await cashier.betAmount(ctx) })));
  r.post('/withdraw', ...ep.member({ schema: withdrawSchema, order: WITHDRAW_ORDER, idempotent: 'withdraw' }, (input, ctx) => cashier.requestWithdrawal(ctx, input)));

  return r;
}
