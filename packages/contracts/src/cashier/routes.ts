import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { betAmountReply } from '../records/replies.js';
import { bulkReplySchema, depositDetailReplySchema, withdrawalDetailReplySchema } from '../staff/replies.js';
import { depositBulkSchema, depositDetailSchema, withdrawalBulkRejectSchema, withdrawalDetailSchema } from '../staff/schemas.js';
import {
  approveDepositSchema,
  approveWithdrawalSchema,
  bindCardSchema,
  cashierSettingsSchema,
  cashierSettingsUpdateSchema,
  delCardSchema,
  getCardSchema,
  payInfoSchema,
  payRangeSchema,
  DEPOSIT_ORDER,
  depositQrSchema,
  depositSchema,
  rejectDepositSchema,
  rejectWithdrawalSchema,
  reviewListSchema,
  WITHDRAWAL_ORDER,
  withdrawalSchema,
} from './schemas.js';
import {
  bankOptionSchema,
  boundCardSchema,
  depositReviewRowSchema,
  payInfoReplySchema,
  payRangeReplySchema,
  payWaysReplySchema,
  receivingAccountSchema,
  depositQrReplySchema,
  depositReplySchema,
  withdrawalReviewRowSchema,
  withdrawalReplySchema,
} from './replies.js';
import { pageReply } from '../common/replies.js';

/** The member's cashier (spec §7) and the back office's review queues and cashier settings. */
export const cashierRoutes = defineRoutes({
  'cashier.payWays': { method: 'get', path: '/api/get_pay_way', realm: 'member', summary: 'Which ways to pay are open', reply: payWaysReplySchema },
  'cashier.payRange': { method: 'post', path: '/api/getPayRange', realm: 'member', summary: 'The amount range of a way to pay', request: payRangeSchema, reply: payRangeReplySchema },
  'cashier.banks': { method: 'post', path: '/api/banklist', realm: 'member', summary: 'Banks a card may be of', reply: z.array(bankOptionSchema) },
  'cashier.receivingAccounts': { method: 'post', path: '/api/getpaybank', realm: 'member', summary: "The house's accounts to pay into", reply: z.array(receivingAccountSchema) },
  'cashier.deposit': { method: 'post', path: '/api/recharge', realm: 'member', summary: 'Request a deposit', request: depositSchema, order: DEPOSIT_ORDER, idempotent: 'recharge', reply: depositReplySchema },
  'cashier.payInfo': { method: 'post', path: '/api/payinfo', realm: 'member', summary: 'How to pay a deposit order', request: payInfoSchema, reply: payInfoReplySchema },
  'cashier.depositQrCode': { method: 'post', path: '/api/generateRechargeQRcode', realm: 'member', summary: "A deposit order's QR code (PNG data URL)", request: depositQrSchema, reply: depositQrReplySchema },
  'cashier.cards': { method: 'post', path: '/api/getcard', realm: 'member', summary: "The member's bound cards and addresses", request: getCardSchema, reply: z.array(boundCardSchema) },
  'cashier.bindCard': { method: 'post', path: '/api/bindcard', realm: 'member', summary: 'Bind a card or USDT address', request: bindCardSchema, reply: boundCardSchema },
  'cashier.unbindCard': { method: 'post', path: '/api/delcard', realm: 'member', summary: 'Unbind a card', request: delCardSchema, reply: z.null() },
  'cashier.betAmount': { method: 'post', path: '/api/getBetAmount', realm: 'member', summary: 'Turnover still owed before a withdrawal', reply: betAmountReply },
  'cashier.withdraw': { method: 'post', path: '/api/withdraw', realm: 'member', summary: 'Request a withdrawal', request: withdrawalSchema, order: WITHDRAWAL_ORDER, idempotent: 'withdraw', reply: withdrawalReplySchema },

  'deposits.list': { method: 'post', path: '/api/admin/deposits', realm: 'staff', roles: ROLES.finance, summary: 'The deposit review queue', request: reviewListSchema, reply: pageReply(depositReviewRowSchema) },
  'deposits.approve': { method: 'post', path: '/api/admin/deposits/approve', realm: 'staff', roles: ROLES.finance, summary: 'Approve a deposit', request: approveDepositSchema, reply: depositReviewRowSchema },
  'deposits.reject': { method: 'post', path: '/api/admin/deposits/reject', realm: 'staff', roles: ROLES.finance, summary: 'Reject a deposit', request: rejectDepositSchema, reply: depositReviewRowSchema },
  'deposits.detail': { method: 'post', path: '/api/admin/deposits/detail', realm: 'staff', roles: ROLES.finance, summary: 'A deposit with its member context', request: depositDetailSchema, reply: depositDetailReplySchema },
  'deposits.bulk': { method: 'post', path: '/api/admin/deposits/bulk', realm: 'staff', roles: ROLES.finance, summary: 'Approve or reject several deposits', request: depositBulkSchema, idempotent: 'admin.deposits.bulk', reply: bulkReplySchema },
  'withdrawals.list': { method: 'post', path: '/api/admin/withdrawals', realm: 'staff', roles: ROLES.finance, summary: 'The withdrawal review queue', request: reviewListSchema, reply: pageReply(withdrawalReviewRowSchema) },
  'withdrawals.approve': { method: 'post', path: '/api/admin/withdrawals/approve', realm: 'staff', roles: ROLES.finance, summary: 'Approve a withdrawal (a second approval above the threshold)', request: approveWithdrawalSchema, reply: withdrawalReviewRowSchema },
  'withdrawals.reject': { method: 'post', path: '/api/admin/withdrawals/reject', realm: 'staff', roles: ROLES.finance, summary: 'Reject a withdrawal', request: rejectWithdrawalSchema, reply: withdrawalReviewRowSchema },
  'withdrawals.detail': { method: 'post', path: '/api/admin/withdrawals/detail', realm: 'staff', roles: ROLES.finance, summary: 'A withdrawal with its member context', request: withdrawalDetailSchema, reply: withdrawalDetailReplySchema },
  'withdrawals.bulkReject': {
    method: 'post',
    path: '/api/admin/withdrawals/bulk-reject',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Reject several withdrawals',
    request: withdrawalBulkRejectSchema,
    idempotent: 'admin.withdrawals.bulk',
    reply: bulkReplySchema,
  },
  'cashier.settings': { method: 'post', path: '/api/admin/cashier/settings', realm: 'staff', roles: ROLES.finance, summary: 'The cashier settings', reply: cashierSettingsSchema },
  'cashier.settingsUpdate': { method: 'post', path: '/api/admin/cashier/settings/update', realm: 'staff', roles: ROLES.finance, summary: 'Change the cashier settings', request: cashierSettingsUpdateSchema, reply: cashierSettingsSchema },
});
