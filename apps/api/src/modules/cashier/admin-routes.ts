import { type Router } from 'express';
import { createRouter } from '../../http/router.js';
import {
  approveDepositSchema,
  approveWithdrawalSchema,
  cashierSettingsUpdateSchema,
  depositBulkSchema,
  depositDetailSchema,
  rejectDepositSchema,
  rejectWithdrawalSchema,
  reviewListSchema,
  withdrawalBulkRejectSchema,
  withdrawalDetailSchema,
} from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import type { CashierBackOffice } from './back-office.js';
import type { CashierService } from './service.js';

/** The back office's cashier routes under /api/admin: the review queues, approve / reject, the settings. */
export function cashierAdminRoutes(ep: Endpoints, { cashier, backOffice }: { cashier: CashierService; backOffice: CashierBackOffice }): Router {
  const r = createRouter();

  r.post('/deposits', ...ep.admin({ schema: reviewListSchema }, async (input, ctx) => ({ data: await cashier.listDeposits(ctx, input) })));
  r.post('/deposits/approve', ...ep.admin({ schema: approveDepositSchema }, (input, ctx) => cashier.approveDeposit(ctx, input)));
  r.post('/deposits/reject', ...ep.admin({ schema: rejectDepositSchema }, (input, ctx) => cashier.rejectDeposit(ctx, input)));
  r.post('/deposits/detail', ...ep.admin({ schema: depositDetailSchema }, async (input, ctx) => ({ data: await backOffice.depositDetail(ctx, input) })));
  r.post('/deposits/bulk', ...ep.admin({ schema: depositBulkSchema, idempotent: 'admin.deposits.bulk' }, async (input, ctx) => ({ data: await backOffice.bulkDeposits(ctx, input) })));

  r.post('/withdrawals', ...ep.admin({ schema: reviewListSchema }, async (input, ctx) => ({ data: await cashier.listWithdrawals(ctx, input) })));
  r.post('/withdrawals/approve', ...ep.admin({ schema: approveWithdrawalSchema }, (input, ctx) => cashier.approveWithdrawal(ctx, input)));
  r.post('/withdrawals/reject', ...ep.admin({ schema: rejectWithdrawalSchema }, (input, ctx) => cashier.rejectWithdrawal(ctx, input)));
  r.post('/withdrawals/detail', ...ep.admin({ schema: withdrawalDetailSchema }, async (input, ctx) => ({ data: await backOffice.withdrawalDetail(ctx, input) })));
  r.post('/withdrawals/bulk-reject', ...ep.admin({ schema: withdrawalBulkRejectSchema, idempotent: 'admin.withdrawals.bulk' }, async (input, ctx) => ({ data: await backOffice.bulkRejectWithdrawals(ctx, input) })));

  r.post('/cashier/settings', ...ep.admin({}, async () => ({ data: await cashier.readSettings() })));
  r.post('/cashier/settings/update', ...ep.admin({ schema: cashierSettingsUpdateSchema }, (input, ctx) => cashier.updateSettings(ctx, input)));

  return r;
}
