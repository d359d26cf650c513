import { type Router } from 'express';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter } from '../../http/table-routes.js';
import type { CashierBackOffice } from './back-office.js';
import type { CashierService } from './service.js';
import type { PayChannels } from './channels.js';
import { CHANNEL_QR_MAX_BYTES } from '@portal/contracts';
import { singleFileUpload } from '../../http/upload.js';

/** The back office's cashier routes under /api/admin: the review queues, approve / reject, the settings. */
export function cashierAdminRoutes(
  ep: Endpoints,
  { cashier, backOffice, channels }: { cashier: CashierService; backOffice: CashierBackOffice; channels: PayChannels },
): Router {
  const { router, route } = adminRouter(ep);

  route('deposits.list', async (input, ctx) => ({ data: await cashier.listDeposits(ctx, input) }));
  route('deposits.approve', (input, ctx) => cashier.approveDeposit(ctx, input));
  route('deposits.reject', (input, ctx) => cashier.rejectDeposit(ctx, input));
  route('deposits.detail', async (input, ctx) => ({ data: await backOffice.depositDetail(ctx, input) }));
  route('deposits.bulk', async (input, ctx) => ({ data: await backOffice.bulkDeposits(ctx, input) }));

  route('withdrawals.list', async (input, ctx) => ({ data: await cashier.listWithdrawals(ctx, input) }));
  route('withdrawals.approve', (input, ctx) => cashier.approveWithdrawal(ctx, input));
  route('withdrawals.reject', (input, ctx) => cashier.rejectWithdrawal(ctx, input));
  route('withdrawals.detail', async (input, ctx) => ({ data: await backOffice.withdrawalDetail(ctx, input) }));
  route('withdrawals.bulkReject', async (input, ctx) => ({ data: await backOffice.bulkRejectWithdrawals(ctx, input) }));

  route('cashier.settings', async () => ({ data: await cashier.readSettings() }));
  route('cashier.settingsUpdate', (input, ctx) => cashier.updateSettings(ctx, input));

  route('payChannels.list', async () => ({ data: await channels.listChannels() }));
  route('payChannels.save', async (input, ctx) => ({ message: 'common.saved', data: await channels.saveChannel(ctx, input) }));
  route('payChannels.upload', { use: [singleFileUpload({ field: 'file', maxBytes: CHANNEL_QR_MAX_BYTES })] }, async (file, ctx) => ({
    message: 'common.saved',
    data: await channels.uploadQrImage(ctx, file),
  }));

  return router;
}
